import { round } from './rounding.ts'
import { DAY_MS } from './time.ts'
import type { CollectionStats, Listing, Sale, TimeWindow } from './types.ts'

const WINDOW_DAYS: Record<TimeWindow, number> = { one_day: 1, seven_day: 7, thirty_day: 30 }

/**
 * The spec's collection stats at an instant. Floor is the cheapest listing, market cap the floor
 * times the supply, and each window's volume change compares that window with the one before it.
 */
export function computeCollectionStats(input: {
  sales: readonly Sale[]
  listings: readonly Listing[]
  totalSupply: number
  numOwners: number
  now: Date
}): CollectionStats {
  const { sales, listings, totalSupply, numOwners, now } = input
  const volume = sales.reduce((sum, sale) => sum + sale.price, 0)
  const floor = listings.reduce((min, listing) => Math.min(min, listing.price), Number.POSITIVE_INFINITY)
  const floorPrice = Number.isFinite(floor) ? floor : 0
  const end = now.getTime()
  const intervals = (Object.keys(WINDOW_DAYS) as TimeWindow[]).map((interval) => {
    const span = WINDOW_DAYS[interval] * DAY_MS
    const current = volumeBetween(sales, end - span, end)
    const previous = volumeBetween(sales, end - 2 * span, end - span)
    const change = previous === 0 ? (current > 0 ? 100 : 0) : ((current - previous) / previous) * 100
    return { interval, volume_change: round(change, 2) }
  })
  return {
    total: {
      floor_price: round(floorPrice, 4),
      floor_price_symbol: 'ETH',
      average_price: sales.length === 0 ? 0 : round(volume / sales.length, 4),
      market_cap: round(floorPrice * totalSupply, 2),
      volume: round(volume, 4),
      num_owners: numOwners,
    },
    intervals,
  }
}

function volumeBetween(sales: readonly Sale[], from: number, to: number): number {
  let sum = 0
  for (const sale of sales) {
    const at = Date.parse(sale.soldAt)
    if (at > from && at <= to) sum += sale.price
  }
  return sum
}
