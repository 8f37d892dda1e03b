import { and, eq, sql } from 'drizzle-orm'
import { formatEther, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/connect'
import { items, sales } from '../../server/db/schema'
import { findCollection, type CollectionRow } from '../../server/modules/collections/lookup'
import { salesVolume } from '../../server/modules/collections/salesVolume'
import { computeStats } from '../../server/modules/collections/stats'
import { databaseTargets, newAccount, startTestServer, type TestServer } from './harness'

const DAY_MS = 86_400_000

/** The figures counted from every sale and item, as the stats were computed before the kept tallies. */
async function countedFigures(db: Db, collection: CollectionRow, now: Date) {
  const result = await db.execute(sql`
    select coalesce(sum(price), 0)::text as volume, count(*)::int as sales,
      (select count(distinct owner)::int from items where token_address = ${collection.tokenAddress}) as owners,
      array[${sql.join(
        [1, 7, 30].flatMap((days) => {
          const start = new Date(now.getTime() - days * DAY_MS)
          const before = new Date(start.getTime() - days * DAY_MS)
          const within = (from: Date, to: Date) =>
            sql`coalesce(sum(price) filter (where sold_at >= ${from.toISOString()}::timestamptz and sold_at < ${to.toISOString()}::timestamptz), 0)::text`
          return [within(start, now), within(before, start)]
        }),
        sql`, `,
      )}]::text[] as windows
    from sales where token_address = ${collection.tokenAddress}`)
  const { rows } = result as { rows: { volume: string; sales: number; owners: number; windows: string[] }[] }
  const row = rows[0]
  if (!row) throw new Error('no figures')
  const volume = BigInt(row.volume)
  return {
    volume,
    average: row.sales > 0 ? volume / BigInt(row.sales) : 0n,
    owners: row.owners,
    windows: row.windows.map(BigInt),
  }
}

/**
 * Collection stats and the volume chart read hours kept beside the sales and owners counted beside
 * the items (triggers, in the writer's transaction), plus the sales of a window's first and last
 * hour: the figures must stay what counting every sale and item gives, at a window's exact edges too.
 */
describe.each(databaseTargets)('collection stats from kept tallies on %s', (target) => {
  let server: TestServer
  let db: Db
  let collection: CollectionRow
  beforeAll(async () => {
    server = await startTestServer(target)
    db = server.database.db
    collection = await findCollection(db, 'battlecards')
  })
  afterAll(() => server.close())

  const expectSameFigures = async (now: Date) => {
    const stats = await computeStats(db, collection, now)
    const counted = await countedFigures(db, collection, now)
    expect(stats.total.volume).toBe(formatEther(counted.volume))
    expect(stats.total.average_price).toBe(formatEther(counted.average))
    expect(stats.total.num_owners).toBe(counted.owners)
    const changes = [0, 1, 2].map((index) => {
      const current = Number(counted.windows[index * 2] ?? 0n)
      const previous = Number(counted.windows[index * 2 + 1] ?? 0n)
      const change = previous === 0 ? (current > 0 ? 100 : 0) : ((current - previous) / previous) * 100
      return Number(change.toFixed(2))
    })
    expect(stats.intervals.map((entry) => entry.volume_change)).toEqual(changes)
  }

  it('answers what counting every sale and item answers', async () => {
    await expectSameFigures(new Date())
  })

  it('follows sales recorded at a window’s edges, corrected and removed, and items changing hands', async () => {
    // a moment inside an hour, so the windows' edges fall within hours
    const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1_234_567)
    const dayAgo = now.getTime() - DAY_MS
    const seller = newAccount().address
    const sale = (tokenId: string, price: string, at: number) => ({
      tokenAddress: collection.tokenAddress,
      tokenId,
      price: parseEther(price),
      symbol: 'ETH',
      seller,
      buyer: seller,
      txHash: `0xedge${tokenId}${at}`,
      soldAt: new Date(at),
    })
    const recorded = await db
      .insert(sales)
      .values([
        sale('1', '3.5', dayAgo),
        sale('2', '1.25', dayAgo - 1),
        sale('3', '2', dayAgo + 1),
        sale('4', '7', now.getTime() - 1),
        sale('5', '11', now.getTime() - 1_000),
        sale('6', '0.5', now.getTime() - 7 * DAY_MS),
        sale('7', '4', Math.floor(dayAgo / 3_600_000) * 3_600_000),
      ])
      .returning({ id: sales.id })
    await expectSameFigures(now)
    // a correction moves a sale into the previous day; a removal takes one away
    await db
      .update(sales)
      .set({ price: parseEther('9'), soldAt: new Date(dayAgo - 5) })
      .where(eq(sales.id, recorded[2]?.id ?? 0))
    await db.delete(sales).where(eq(sales.id, recorded[4]?.id ?? 0))
    // one item to a new owner, and every item of another owner to an existing one
    const [first, second] = await db
      .select({ owner: items.owner, tokenId: items.tokenId })
      .from(items)
      .where(eq(items.tokenAddress, collection.tokenAddress))
      .limit(2)
    await db
      .update(items)
      .set({ owner: newAccount().address })
      .where(and(eq(items.tokenAddress, collection.tokenAddress), eq(items.tokenId, first?.tokenId ?? '')))
    await db
      .update(items)
      .set({ owner: second?.owner ?? '' })
      .where(and(eq(items.tokenAddress, collection.tokenAddress), eq(items.owner, first?.owner ?? '')))
    await expectSameFigures(now)

    const chart = await salesVolume(db, collection, 30, now)
    const result = await db.execute(sql`
      select to_char(sold_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(price)::text as volume, count(*)::int as sales
      from sales where token_address = ${collection.tokenAddress} and sold_at >= ${chart.days[0]?.day ?? ''}::date
      group by 1`)
    const counted = new Map(
      (result as { rows: { day: string; volume: string; sales: number }[] }).rows.map((row) => [row.day, row]),
    )
    expect(chart.days).toHaveLength(30)
    for (const entry of chart.days) {
      const found = counted.get(entry.day)
      expect(entry.sales).toBe(Number(found?.sales ?? 0))
      expect(entry.volume).toBe(formatEther(BigInt(found?.volume ?? 0)))
    }
    expect(chart.days.some((entry) => entry.sales > 0)).toBe(true)
  })
})
