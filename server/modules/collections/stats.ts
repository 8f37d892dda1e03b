import { and, gte, inArray, lt, or, sql } from 'drizzle-orm'
import { formatEther } from 'viem'
import type { Db } from '../../db/connect'
import { collectionOwnerCounts, listings, sales, salesHours } from '../../db/schema'
import type { CollectionRow } from './lookup'

const DAY_MS = 86_400_000
const windows = [
  ['one_day', 1],
  ['seven_day', 7],
  ['thirty_day', 30],
] as const

/**
 * A window's change against the one before it, in percent to two places (rounded half away from
 * zero), from the exact wei of both: the figure is a ratio, so it may be a number.
 */
function volumeChange(current: bigint, previous: bigint): number {
  if (previous === 0n) return current > 0n ? 100 : 0
  const doubled = ((current - previous) * 20_000n) / previous
  return Number((doubled + (doubled < 0n ? -1n : 1n)) / 2n) / 100
}

const HOUR_MS = 3_600_000
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

/** A window's whole UTC hours, which the kept hours answer; the rest lies within its first and last hour. */
function splitAtHours(range: { from: Date; to: Date }) {
  return {
    hoursFrom: new Date(Math.ceil(range.from.getTime() / HOUR_MS) * HOUR_MS),
    hoursTo: new Date(Math.floor(range.to.getTime() / HOUR_MS) * HOUR_MS),
  }
}

/** The parts of a window outside its whole hours: read from the sales themselves. */
function edgesOf(range: { from: Date; to: Date }): { from: Date; to: Date }[] {
  const { hoursFrom, hoursTo } = splitAtHours(range)
  if (hoursFrom >= hoursTo) return [range]
  return [
    { from: range.from, to: hoursFrom },
    { from: hoursTo, to: range.to },
  ].filter((edge) => edge.from < edge.to)
}

/**
 * Stats from recorded sales and listings: floor (lowest listing, else lowest sale), average sale
 * price, market cap (floor × supply), volume, owners, and each window's volume change against
 * the window before it, in percent. Money is summed in SQL numerics and sent as exact ETH
 * decimals (`formatEther` of the wei); the average is the volume divided by the sales, rounded
 * down to the wei.
 */
export async function computeStats(db: Db, collection: CollectionRow, now = new Date()) {
  const stats = (await computeStatsOf(db, [collection], now)).get(collection.tokenAddress)
  if (!stats) throw new Error(`no stats computed for ${collection.tokenAddress}`)
  return stats
}

/**
 * The stats of several collections in four queries whatever their number, keyed by token address.
 * Totals and whole hours come from the hours kept beside the sales, the windows' ends from the
 * sales of their first and last hour, the owners from the counts kept beside the items: the cost
 * does not grow with the sales or the items.
 */
export async function computeStatsOf(db: Db, rows: readonly CollectionRow[], now = new Date()) {
  const addresses = rows.map((row) => row.tokenAddress)
  if (addresses.length === 0) return new Map<string, Stats>()
  // every window and the one before it
  const ranges = windows.flatMap(([, days]) => {
    const start = new Date(now.getTime() - days * DAY_MS)
    return [
      { from: start, to: now },
      { from: new Date(start.getTime() - days * DAY_MS), to: start },
    ]
  })
  const [hourRows, edgeRows, listingRows, ownerRows] = await Promise.all([
    // totals and the windows' whole hours, from the hours kept beside the sales
    db
      .select({
        tokenAddress: salesHours.tokenAddress,
        volume: sql<string>`coalesce(sum(${salesHours.volume}), 0)::text`,
        sales: sql<string>`coalesce(sum(${salesHours.sales}), 0)::text`,
        lowest: sql<string | null>`min(${salesHours.lowest})::text`,
        windows: sql<string[]>`array[${sql.join(
          ranges.map((range) => {
            const { hoursFrom, hoursTo } = splitAtHours(range)
            return hoursFrom < hoursTo
              ? sql`coalesce(sum(${salesHours.volume}) filter (where ${salesHours.hour} >= ${at(hoursFrom)} and ${salesHours.hour} < ${at(hoursTo)}), 0)::text`
              : sql`'0'`
          }),
          sql`, `,
        )}]::text[]`,
      })
      .from(salesHours)
      .where(inArray(salesHours.tokenAddress, addresses))
      .groupBy(salesHours.tokenAddress),
    // the windows' ends within an hour, from the sales of those hours only
    db
      .select({
        tokenAddress: sales.tokenAddress,
        windows: sql<string[]>`array[${sql.join(
          ranges.map((range) => {
            const within = edgesOf(range).map(
              (edge) => sql`(${sales.soldAt} >= ${at(edge.from)} and ${sales.soldAt} < ${at(edge.to)})`,
            )
            return within.length > 0
              ? sql`coalesce(sum(${sales.price}) filter (where ${sql.join(within, sql` or `)}), 0)::text`
              : sql`'0'`
          }),
          sql`, `,
        )}]::text[]`,
      })
      .from(sales)
      .where(
        and(
          inArray(sales.tokenAddress, addresses),
          or(...ranges.flatMap(edgesOf).map((edge) => and(gte(sales.soldAt, edge.from), lt(sales.soldAt, edge.to)))),
        ),
      )
      .groupBy(sales.tokenAddress),
    // each collection's cheapest listing, one step down `listings_price` per collection
    db
      .execute(
        sql`select wanted.address as "tokenAddress", cheapest.price::text as floor, cheapest.symbol
          from unnest(array[${sql.join(
            addresses.map((address) => sql`${address}`),
            sql`, `,
          )}]::text[]) as wanted(address)
          cross join lateral (
            select ${listings.price} as price, ${listings.symbol} as symbol from ${listings}
            where ${listings.tokenAddress} = wanted.address order by ${listings.price} limit 1
          ) as cheapest`,
      )
      .then((result) => (result as { rows: { tokenAddress: string; floor: string; symbol: string }[] }).rows),
    // the owners counted beside the items
    db
      .select({ tokenAddress: collectionOwnerCounts.tokenAddress, count: collectionOwnerCounts.owners })
      .from(collectionOwnerCounts)
      .where(inArray(collectionOwnerCounts.tokenAddress, addresses)),
  ])
  const edgesByAddress = new Map(edgeRows.map((row) => [row.tokenAddress, row.windows]))
  const saleRows = hourRows.map((row) => {
    const edges = edgesByAddress.get(row.tokenAddress) ?? []
    const volume = BigInt(row.volume)
    const count = BigInt(row.sales)
    return {
      tokenAddress: row.tokenAddress,
      volume,
      average: count > 0n ? volume / count : 0n,
      lowest: row.lowest === null ? null : BigInt(row.lowest),
      windows: row.windows.map((window, index) => BigInt(window) + BigInt(edges[index] ?? 0)),
    }
  })
  const byAddress = <T extends { tokenAddress: string }>(list: T[]) =>
    new Map(list.map((row) => [row.tokenAddress, row]))
  const totalsOf = byAddress(saleRows)
  const listedOf = byAddress(listingRows)
  const ownersOf = byAddress(ownerRows)
  return new Map(
    rows.map((collection) => {
      const totals = totalsOf.get(collection.tokenAddress)
      const listed = listedOf.get(collection.tokenAddress)
      const floor = listed ? BigInt(listed.floor) : (totals?.lowest ?? 0n)
      const intervals = windows.map(([interval], index) => ({
        interval,
        volume_change: volumeChange(totals?.windows[index * 2] ?? 0n, totals?.windows[index * 2 + 1] ?? 0n),
      }))
      const stats = {
        total: {
          floor_price: formatEther(floor),
          // prices are in the currency of the listings and sales, not the collection's token symbol
          floor_price_symbol: listed?.symbol ?? 'ETH',
          average_price: formatEther(totals?.average ?? 0n),
          market_cap: formatEther(floor * BigInt(collection.totalSupply)),
          volume: formatEther(totals?.volume ?? 0n),
          num_owners: ownersOf.get(collection.tokenAddress)?.count ?? 0,
        },
        intervals,
      }
      return [collection.tokenAddress, stats] as const
    }),
  )
}

/** The money fields are exact ETH decimals (`formatEther` of the wei), e.g. `"0.0812"`. */
export interface Stats {
  total: {
    floor_price: string
    floor_price_symbol: string
    average_price: string
    market_cap: string
    volume: string
    num_owners: number
  }
  intervals: { interval: (typeof windows)[number][0]; volume_change: number }[]
}
