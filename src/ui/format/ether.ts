import { formatEther, parseEther } from 'viem'

/**
 * Amounts of ether as the API sends them: exact decimals (`formatEther` of the wei). Shown rounded
 * here in whole wei with bigints, and written out by `formatEther`, so no amount passes through a
 * float on its way to the screen (a float sum of 0.1 and 0.2 shows 0.30000000000000004).
 */

const PRICE_PLACES = 4
const WEI_PER_ETHER = 10n ** 18n

/** The wei of an amount the API sent; zero for a text that is not one (never a thrown render). */
export function weiOf(ether: string): bigint {
  try {
    return parseEther(ether)
  } catch {
    return 0n
  }
}

/** Wei rounded half up to `places` decimals of ether. */
function roundedWei(wei: bigint, places: number): bigint {
  const step = 10n ** BigInt(18 - places)
  return ((wei + step / 2n) / step) * step
}

/** `1234.5` → `1,234.5`: thousands grouped as en-US writes them. */
function grouped(decimal: string): string {
  const [whole = '0', fraction] = decimal.split('.')
  const groupedWhole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${groupedWhole}.${fraction}` : groupedWhole
}

/** An amount to at most four places, thousands grouped: `0.0812`, `1,234.5`; a dust amount `<0.0001`. */
export function formatEtherAmount(ether: string): string {
  const wei = weiOf(ether)
  const rounded = roundedWei(wei, PRICE_PLACES)
  if (rounded === 0n && wei > 0n) return `<${formatEther(10n ** BigInt(18 - PRICE_PLACES))}`
  return grouped(formatEther(rounded))
}

/** `0.0812 ETH`: a price to at most four places, with its symbol. */
export function formatPrice(ether: string, symbol: string): string {
  return `${formatEtherAmount(ether)} ${symbol}`
}

const COMPACT_UNITS = [
  [10n ** 12n, 'T'],
  [10n ** 9n, 'B'],
  [10n ** 6n, 'M'],
  [10n ** 3n, 'K'],
] as const

/** An amount in tenths of a unit (1,000 ether, a million…), rounded half up. */
const tenthsOf = (wei: bigint, size: bigint) => (wei * 10n + (size * WEI_PER_ETHER) / 2n) / (size * WEI_PER_ETHER)

/**
 * A total (volume, market cap): under 1,000 as `formatEtherAmount` writes it, larger ones in
 * compact form with one place (`1.2K`, `10K`, `3.4M`), as `Intl`'s compact notation writes them.
 */
export function compactEther(ether: string): string {
  const wei = weiOf(ether)
  if (roundedWei(wei, PRICE_PLACES) < 1000n * WEI_PER_ETHER) return formatEtherAmount(ether)
  // the largest unit the amount reaches (999.99996 ether, rounded to 1,000, in thousands)
  const reached = COMPACT_UNITS.findIndex(([size]) => wei >= size * WEI_PER_ETHER)
  let index = reached === -1 ? COMPACT_UNITS.length - 1 : reached
  // 999.96K rounds to 1000.0K, which is written 1M
  if (index > 0 && tenthsOf(wei, COMPACT_UNITS[index]?.[0] ?? 1n) >= 10_000n) index -= 1
  const [size, suffix] = COMPACT_UNITS[index] ?? COMPACT_UNITS[0]
  const tenths = tenthsOf(wei, size)
  const fraction = tenths % 10n
  return `${grouped((tenths / 10n).toString())}${fraction === 0n ? '' : `.${fraction}`}${suffix}`
}

/** The sum of amounts, exact: a chart's caption totals its days in wei. */
export function sumEther(amounts: readonly string[]): string {
  return formatEther(amounts.reduce((sum, ether) => sum + weiOf(ether), 0n))
}

/**
 * An amount as a chart's point: the chart library draws numbers, so here alone the decimal
 * becomes a float, for a position on screen; the figures shown as text stay exact.
 */
export function chartValue(ether: string): number {
  return Number(formatEther(weiOf(ether)))
}
