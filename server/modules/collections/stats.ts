import { and, countDistinct, eq, gte, lt, min, sql } from 'drizzle-orm'
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

async function volumeBetween(db: Db, tokenAddress: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ volume: sql<number>`coalesce(sum(${sales.price}), 0)::float8` })
    .from(sales)
    .where(and(eq(sales.tokenAddress, tokenAddress), gte(sales.soldAt, from), lt(sales.soldAt, to)))
  return row?.volume ?? 0
}

/**
 * Stats from recorded sales and listings: floor (lowest listing, else lowest sale), average sale
 * price, market cap (floor × supply), volume, owners, and each window's volume change against
 * the window before it, in percent.
 */
export async function computeStats(db: Db, collection: CollectionRow, now = new Date()) {
  const [totals] = await db
    .select({
      volume: sql<number>`coalesce(sum(${sales.price}), 0)::float8`,
      average: sql<number>`coalesce(avg(${sales.price}), 0)::float8`,
      lowest: sql<number | null>`min(${sales.price})::float8`,
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
  const intervals = await Promise.all(
    windows.map(async ([interval, days]) => {
      const start = new Date(now.getTime() - days * DAY_MS)
      const current = await volumeBetween(db, collection.tokenAddress, start, now)
      const previous = await volumeBetween(
        db,
        collection.tokenAddress,
        new Date(start.getTime() - days * DAY_MS),
        start,
      )
      const change = previous === 0 ? (current > 0 ? 100 : 0) : ((current - previous) / previous) * 100
      return { interval, volume_change: round(change, 2) }
    }),
  )
  return {
    total: {
      floor_price: round(floor, 4),
      floor_price_symbol: collection.symbol,
      average_price: round(totals?.average ?? 0, 4),
      market_cap: round(floor * collection.totalSupply, 2),
      volume: round(totals?.volume ?? 0, 4),
      num_owners: owners?.count ?? 0,
    },
    intervals,
  }
}

export type Stats = Awaited<ReturnType<typeof computeStats>>
