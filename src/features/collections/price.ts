// made with the first price shown, like the totals' formats (src/ui/format/compactTotal.ts)
let priceFormat: Intl.NumberFormat | undefined

/** `0.0812 ETH`: prices keep up to four decimals. */
export function formatPrice(price: number, symbol: string): string {
  priceFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 })
  return `${priceFormat.format(price)} ${symbol}`
}
