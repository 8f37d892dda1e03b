const priceFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 })

/** `0.0812 ETH`: prices keep up to four decimals. */
export function formatPrice(price: number, symbol: string): string {
  return `${priceFormat.format(price)} ${symbol}`
}
