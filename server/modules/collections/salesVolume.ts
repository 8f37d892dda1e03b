import { and, eq, gte, sql } from 'drizzle-orm'
import { formatEther } from 'viem'
import type { Db } from '../../db/connect'
import { salesHours } from '../../db/schema'
import type { CollectionRow } from './lookup'

const DAY_MS = 86_400_000

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/**
 * The collection's sales volume per UTC day over the last `days` days, today included. Days with
 * no sale are listed with zero, so a chart's time axis has no gaps. Each day's volume is summed in
 * SQL numerics and sent as an exact ETH decimal (`formatEther` of the wei).
 */
export async function salesVolume(db: Db, collection: CollectionRow, days: number, now = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const first = today - (days - 1) * DAY_MS
  // the hours kept beside the sales: at most 24 rows a day, however many sales there were
  const day = sql<string>`to_char(${salesHours.hour} at time zone 'UTC', 'YYYY-MM-DD')`
  const rows = await db
    .select({
      day,
      volume: sql<string>`sum(${salesHours.volume})::text`,
      sales: sql<number>`sum(${salesHours.sales})::int`,
    })
    .from(salesHours)
    .where(and(eq(salesHours.tokenAddress, collection.tokenAddress), gte(salesHours.hour, new Date(first))))
    .groupBy(day)
  const byDay = new Map(rows.map((row) => [row.day, row]))
  return {
    symbol: 'ETH',
    days: Array.from({ length: days }, (_, index) => {
      const key = utcDay(first + index * DAY_MS)
      const found = byDay.get(key)
      return {
        day: key,
        volume: formatEther(BigInt(found?.volume ?? 0)),
        sales: Number(found?.sales ?? 0),
      }
    }),
  }
}
