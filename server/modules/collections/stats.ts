import { countDistinct, eq, min, sql } from 'drizzle-orm'
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
  // every window's volume and the one before it, in one pass over the collection's sales
  const bounds = windows.map(([, days]) => {
    const start = new Date(now.getTime() - days * DAY_MS)
    return { start, previousStart: new Date(start.getTime() - days * DAY_MS) }
  })
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`
  const volumeIn = (from: Date, to: Date) =>
    sql<number>`coalesce(sum(${sales.price}) filter (where ${sales.soldAt} >= ${at(from)} and ${sales.soldAt} < ${at(to)}), 0)::float8`
  const [totals] = await db
    .select({
      volume: sql<number>`coalesce(sum(${sales.price}), 0)::float8`,
      average: sql<number>`coalesce(avg(${sales.price}), 0)::float8`,
      lowest: sql<number | null>`min(${sales.price})::float8`,
      windows: sql<number[]>`array[${sql.join(
        bounds.flatMap(({ start, previousStart }) => [volumeIn(start, now), volumeIn(previousStart, start)]),
        sql`, `,
      )}]`,
    })
    .from(sales)
    .where(eq(sales.tokenAddress, collection.tokenAddress))
  const [listed] = await db
    .select({ floor: min(listings.price) })
    .from(listings)
    .where(eq(listings.tokenAddress, collection.tokenAddress))
  const [owners] = await db
    .select({ count: countDistinct(items.owner) })
    .from(items)
    .where(eq(items.tokenAddress, collection.tokenAddress))
  const floor = listed?.floor ?? totals?.lowest ?? 0
  // prices are in the currency of the listings and sales, not the collection's token symbol
  const [priced] = await db
    .select({ symbol: listings.symbol })
    .from(listings)
    .where(eq(listings.tokenAddress, collection.tokenAddress))
    .limit(1)
  const intervals = windows.map(([interval], index) => {
    const current = Number(totals?.windows[index * 2] ?? 0)
    const previous = Number(totals?.windows[index * 2 + 1] ?? 0)
    const change = previous === 0 ? (current > 0 ? 100 : 0) : ((current - previous) / previous) * 100
    return { interval, volume_change: round(change, 2) }
  })
  return {
    total: {
      floor_price: round(floor, 4),
      floor_price_symbol: priced?.symbol ?? 'ETH',
      average_price: round(totals?.average ?? 0, 4),
      market_cap: round(floor * collection.totalSupply, 2),
      volume: round(totals?.volume ?? 0, 4),
      num_owners: owners?.count ?? 0,
    },
    intervals,
  }
}

export type Stats = Awaited<ReturnType<typeof computeStats>>
