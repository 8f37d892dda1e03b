import { countDistinct, inArray, min, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { items, listings, sales } from '../../db/schema'
import type { CollectionRow } from './lookup'

const DAY_MS = 86_400_000
const windows = [
  ['one_day', 1],
  ['seven_day', 7],
  ['thirty_day', 30],
] as const

const round = (value: number, digits: number) => Number(value.toFixed(digits))

/**
 * Stats from recorded sales and listings: floor (lowest listing, else lowest sale), average sale
 * price, market cap (floor × supply), volume, owners, and each window's volume change against
 * the window before it, in percent.
 */
export async function computeStats(db: Db, collection: CollectionRow, now = new Date()) {
  const stats = (await computeStatsOf(db, [collection], now)).get(collection.tokenAddress)
  if (!stats) throw new Error(`no stats computed for ${collection.tokenAddress}`)
  return stats
}

/**
 * The stats of several collections in three queries whatever their number (sales, listings,
 * owners, each grouped by collection), keyed by token address.
 */
export async function computeStatsOf(db: Db, rows: readonly CollectionRow[], now = new Date()) {
  const addresses = rows.map((row) => row.tokenAddress)
  if (addresses.length === 0) return new Map<string, Stats>()
  // every window's volume and the one before it, in one pass over the sales
  const bounds = windows.map(([, days]) => {
    const start = new Date(now.getTime() - days * DAY_MS)
    return { start, previousStart: new Date(start.getTime() - days * DAY_MS) }
  })
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`
  const volumeIn = (from: Date, to: Date) =>
    sql<number>`coalesce(sum(${sales.price}) filter (where ${sales.soldAt} >= ${at(from)} and ${sales.soldAt} < ${at(to)}), 0)::float8`
  const [saleRows, listingRows, ownerRows] = await Promise.all([
    db
      .select({
        tokenAddress: sales.tokenAddress,
        volume: sql<number>`coalesce(sum(${sales.price}), 0)::float8`,
        average: sql<number>`coalesce(avg(${sales.price}), 0)::float8`,
        lowest: sql<number | null>`min(${sales.price})::float8`,
        windows: sql<number[]>`array[${sql.join(
          bounds.flatMap(({ start, previousStart }) => [volumeIn(start, now), volumeIn(previousStart, start)]),
          sql`, `,
        )}]`,
      })
      .from(sales)
      .where(inArray(sales.tokenAddress, addresses))
      .groupBy(sales.tokenAddress),
    db
      .select({ tokenAddress: listings.tokenAddress, floor: min(listings.price), symbol: min(listings.symbol) })
      .from(listings)
      .where(inArray(listings.tokenAddress, addresses))
      .groupBy(listings.tokenAddress),
    db
      .select({ tokenAddress: items.tokenAddress, count: countDistinct(items.owner) })
      .from(items)
      .where(inArray(items.tokenAddress, addresses))
      .groupBy(items.tokenAddress),
  ])
  const byAddress = <T extends { tokenAddress: string }>(list: T[]) =>
    new Map(list.map((row) => [row.tokenAddress, row]))
  const totalsOf = byAddress(saleRows)
  const listedOf = byAddress(listingRows)
  const ownersOf = byAddress(ownerRows)
  return new Map(
    rows.map((collection) => {
      const totals = totalsOf.get(collection.tokenAddress)
      const listed = listedOf.get(collection.tokenAddress)
      const floor = listed?.floor ?? totals?.lowest ?? 0
      const intervals = windows.map(([interval], index) => {
        const current = Number(totals?.windows[index * 2] ?? 0)
        const previous = Number(totals?.windows[index * 2 + 1] ?? 0)
        const change = previous === 0 ? (current > 0 ? 100 : 0) : ((current - previous) / previous) * 100
        return { interval, volume_change: round(change, 2) }
      })
      const stats = {
        total: {
          floor_price: round(floor, 4),
          // prices are in the currency of the listings and sales, not the collection's token symbol
          floor_price_symbol: listed?.symbol ?? 'ETH',
          average_price: round(totals?.average ?? 0, 4),
          market_cap: round(floor * collection.totalSupply, 2),
          volume: round(totals?.volume ?? 0, 4),
          num_owners: ownersOf.get(collection.tokenAddress)?.count ?? 0,
        },
        intervals,
      }
      return [collection.tokenAddress, stats] as const
    }),
  )
}

export interface Stats {
  total: {
    floor_price: number
    floor_price_symbol: string
    average_price: number
    market_cap: number
    volume: number
    num_owners: number
  }
  intervals: { interval: (typeof windows)[number][0]; volume_change: number }[]
}
