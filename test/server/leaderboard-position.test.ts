import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/connect'
import { leaderboard, leaderboardTallies } from '../../server/db/schema'
import {
  KEYSET_FROM_OFFSET,
  leaderboardPage,
  membersAhead,
  visible,
} from '../../server/modules/quests/leaderboardPosition'
import { databaseTargets, ORIGIN, startTestServer, type TestServer } from './harness'

type Board = { account: string; rank: number; totalPoints: number }[]

/** The board as plain offset paging reads it: every row ahead skipped. */
const offsetPage = (db: Db, offset: number, limit: number) =>
  db
    .select({ account: leaderboard.account, totalPoints: leaderboard.totalPoints })
    .from(leaderboard)
    .where(visible)
    .orderBy(desc(leaderboard.totalPoints), asc(leaderboard.account))
    .limit(limit)
    .offset(offset)

/** The tallies recounted from the board, as the migration first fills them. */
async function recountedTallies(db: Db) {
  const result = await db.execute(sql`
    select b.level::int as level, b.bucket, count(*)::int as members
    from leaderboard, lateral koi_leaderboard_buckets(leaderboard.total_points) b group by 1, 2`)
  const { rows } = result as { rows: { level: number; bucket: number; members: number }[] }
  return rows.map((row) => `${row.level}:${row.bucket}:${row.members}`).sort()
}
async function keptTallies(db: Db) {
  const rows = await db.select().from(leaderboardTallies)
  return rows
    .filter((row) => row.members !== 0)
    .map((row) => `${row.level}:${row.bucket}:${row.members}`)
    .sort()
}

/**
 * Deep leaderboard pages start from the points tallies (kept by triggers in the writer's own
 * transaction) instead of skipping every row ahead, and a member's rank sums them instead of
 * counting the members ahead: both must answer exactly what the offset and the count answered.
 */
describe.each(databaseTargets)('leaderboard pages and ranks from the tallies on %s', (target) => {
  let server: TestServer
  let db: Db
  beforeAll(async () => {
    server = await startTestServer(target)
    db = server.database.db
    // a board deeper than where keyset pages begin, with ties across a page boundary
    await db.execute(sql`
      insert into leaderboard (account, display_id, total_points, total_claims_count)
      select '0x' || lpad(to_hex(n), 40, '0'), 'deep-' || n, (n % 97) * 1.5 + case when n % 5 = 0 then 0.25 else 0 end, 0
      from generate_series(1, ${KEYSET_FROM_OFFSET + 300}) as n`)
  })
  afterAll(() => server.close())

  const json = async <T>(path: string, cookie?: string) => {
    const response = await server.app.request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} })
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: T }).data
  }

  it('every page, shallow or deep, equals the offset answer', async () => {
    const shown = (await db.select({ account: leaderboard.account }).from(leaderboard).where(visible)).length
    expect(shown).toBeGreaterThan(KEYSET_FROM_OFFSET + 250)
    for (const offset of [0, 1, 24, 25, 163, 511, 999, 1000, 1001, 1137, shown - 30, shown - 1, shown, shown + 10]) {
      const expected = await offsetPage(db, offset, 25)
      const fromTallies = await leaderboardPage(db, offset, 25, 0)
      expect(fromTallies.map((row) => [row.account, row.totalPoints])).toEqual(
        expected.map((row) => [row.account, row.totalPoints]),
      )
    }
  })

  it('the call answers a deep page with the offset answer and its ranks', async () => {
    const offset = KEYSET_FROM_OFFSET + 77
    const page = await json<Board>(`/api/quests/leaderboard/all?offset=${offset}&limit=25`)
    const expected = await offsetPage(db, offset, 25)
    expect(page).toHaveLength(25)
    expect(page.map((row) => row.account)).toEqual(expected.map((row) => row.account))
    expect(page.map((row) => row.rank)).toEqual(expected.map((_, index) => offset + index + 1))
  })

  it('the tallies follow inserts, point changes, penalties and deletes, and ranks stay exact', async () => {
    const board = await offsetPage(db, 0, 5000)
    const [first, second, third] = board
    if (!first || !second || !third) throw new Error('empty board')
    // a tie with the leader, a drop below zero (hidden), a raise within one bucket, a delete
    await db.update(leaderboard).set({ totalPoints: first.totalPoints }).where(eq(leaderboard.account, second.account))
    await db.update(leaderboard).set({ totalPoints: -12.5 }).where(eq(leaderboard.account, third.account))
    await db
      .update(leaderboard)
      .set({ totalPoints: sql`${leaderboard.totalPoints} + 0.01` })
      .where(
        inArray(
          leaderboard.account,
          board.slice(40, 60).map((row) => row.account),
        ),
      )
    await db.delete(leaderboard).where(eq(leaderboard.account, board[100]?.account ?? ''))
    // an update that changes nothing tallies nothing
    await db.update(leaderboard).set({ totalClaimsCount: 3 }).where(eq(leaderboard.account, first.account))
    expect(await keptTallies(db)).toEqual(await recountedTallies(db))

    const after = await offsetPage(db, 0, 5000)
    for (const index of [0, 1, 2, 45, 99, 100, 700, after.length - 1]) {
      const row = after[index]
      if (!row) continue
      expect(await membersAhead(db, row.totalPoints, row.account)).toBe(index)
    }
    // a member tied with the eleventh: ranked among the tied by account
    const { account, cookie } = await server.login()
    await db
      .insert(leaderboard)
      .values({ account: account.address, displayId: 'tied', totalPoints: after[10]?.totalPoints ?? 0 })
    const board2 = await offsetPage(db, 0, 5000)
    const status = await json<{ rank: number }>('/api/quests/leaderboard/connection-status', cookie)
    expect(status.rank).toBe(board2.findIndex((row) => row.account === account.address) + 1)
    expect(status.rank).toBeGreaterThan(0)
    const count = await json<{ totalCount: number }>('/api/quests/leaderboard/count')
    expect(count.totalCount).toBe(board2.length)
  })
})
