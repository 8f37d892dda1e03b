import { and, asc, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { leaderboard, leaderboardTallies } from '../../db/schema'

/** Only members with points at or above zero are shown and ranked. */
export const visible = gte(leaderboard.totalPoints, 0)

/**
 * Pages from this offset on start from the tallies instead of skipping the rows ahead: below it the
 * skipped rows cost less than the tallies' few extra reads.
 */
export const KEYSET_FROM_OFFSET = 1000

/** Each level's bucket width; level 0 counts exact points (see `leaderboardTallies`). */
const LEVEL_WIDTHS = [0, 1, 100, 10_000] as const

/** The bucket of `points` at a level, as the tally triggers compute it (in SQL, so the two agree). */
const bucketOf = (points: SQL | number, level: number): SQL => {
  const value = typeof points === 'number' ? sql`${points}::float8` : points
  if (level === 0) return value
  return sql`floor(${value} / ${LEVEL_WIDTHS[level] ?? 1}) * ${LEVEL_WIDTHS[level] ?? 1}`
}

/**
 * How many shown members are ahead of the one with `points` and `account`: more points, or the same
 * points and a smaller account (the board's order). The tallies give the first part from at most a
 * few hundred rows; the second reads only the members who have exactly these points.
 */
export async function membersAhead(db: Db, points: number, account: string): Promise<number> {
  const tallied = ([3, 2, 1, 0] as const).map((level) => {
    const above = sql`${leaderboardTallies.level} = ${level} and ${leaderboardTallies.bucket} > ${bucketOf(points, level)}`
    if (level === 3) return above
    // within the next level's bucket: the rest of the members ahead are counted there
    const parent = level + 1
    const parentEnd = sql`${bucketOf(points, parent)} + ${LEVEL_WIDTHS[parent] ?? 1}`
    return sql`(${above} and ${leaderboardTallies.bucket} < ${parentEnd})`
  })
  const result = await db.execute(sql`select (
      select coalesce(sum(${leaderboardTallies.members}), 0) from ${leaderboardTallies} where ${sql.join(tallied, sql` or `)}
    ) + (
      select count(*) from ${leaderboard} where ${leaderboard.totalPoints} = ${points}::float8 and ${leaderboard.account} < ${account}
    ) as ahead`)
  // both drivers answer a raw query with its rows under `rows`; a bigint sum comes as text
  const { rows } = result as { rows: { ahead: number | string }[] }
  return Number(rows[0]?.ahead ?? 0)
}

/** The tallies of one level within [from, to), highest bucket first. */
async function talliesWithin(db: Db, level: number, from: number, to: number | undefined) {
  return db
    .select({ bucket: leaderboardTallies.bucket, members: leaderboardTallies.members })
    .from(leaderboardTallies)
    .where(
      and(
        eq(leaderboardTallies.level, level),
        gte(leaderboardTallies.bucket, from),
        to === undefined ? undefined : lt(leaderboardTallies.bucket, to),
      ),
    )
    .orderBy(desc(leaderboardTallies.bucket))
}

/**
 * Where the shown member at `offset` stands: the points of that member and how many members with
 * exactly those points come before it. Walks the tallies from the widest level down, each time
 * into the bucket where the offset falls. Undefined past the end of the board.
 */
export async function positionAt(db: Db, offset: number): Promise<{ points: number; within: number } | undefined> {
  let remaining = offset
  let from = 0
  let to: number | undefined
  for (const level of [3, 2, 1, 0] as const) {
    const buckets = await talliesWithin(db, level, from, to)
    const found = buckets.find((entry) => {
      if (remaining < entry.members) return true
      remaining -= entry.members
      return false
    })
    if (!found) return undefined
    if (level === 0) return { points: found.bucket, within: remaining }
    from = found.bucket
    to = found.bucket + (LEVEL_WIDTHS[level] ?? 1)
  }
  return undefined
}

export interface BoardRow {
  account: string
  displayId: string
  totalPoints: number
  totalClaimsCount: number
}

/**
 * A page of the shown board in its order (points high to low, then account). Deep pages start at
 * the position the tallies give and read only the page, so offset 500,000 costs what page 1 costs.
 */
export async function leaderboardPage(
  db: Db,
  offset: number,
  limit: number,
  keysetFrom = KEYSET_FROM_OFFSET,
): Promise<BoardRow[]> {
  const order = [desc(leaderboard.totalPoints), asc(leaderboard.account)]
  const columns = {
    account: leaderboard.account,
    displayId: leaderboard.displayId,
    totalPoints: leaderboard.totalPoints,
    totalClaimsCount: leaderboard.totalClaimsCount,
  }
  if (offset < keysetFrom) {
    return db
      .select(columns)
      .from(leaderboard)
      .where(visible)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
  }
  const start = await positionAt(db, offset)
  if (!start) return []
  return db
    .select(columns)
    .from(leaderboard)
    .where(and(visible, lte(leaderboard.totalPoints, start.points)))
    .orderBy(...order)
    .limit(limit)
    .offset(start.within)
}

/** How many members the board shows. */
export async function shownMembers(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${leaderboardTallies.members}), 0)`.mapWith(Number) })
    .from(leaderboardTallies)
    .where(and(eq(leaderboardTallies.level, 3), gte(leaderboardTallies.bucket, 0)))
  return row?.total ?? 0
}
