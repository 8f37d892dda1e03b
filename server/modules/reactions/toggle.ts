import { and, eq, sql, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { reactionCounts, reactions } from '../../db/schema'

export type TargetKind = 'nft' | 'fan_art' | 'game' | 'artist_submission'

/**
 * The kept count of one reaction type on a list's rows: left join `reactionCountJoin(...)` and
 * select `reactionTotal`, instead of counting each row's reactions.
 */
export const reactionCountJoin = (kind: TargetKind, type: 'like' | 'love', targetIdColumn: SQLWrapper) =>
  and(
    eq(reactionCounts.targetKind, kind),
    eq(reactionCounts.targetId, sql`${targetIdColumn}`),
    eq(reactionCounts.type, type),
  )
export const reactionTotal = sql<number>`coalesce(${reactionCounts.total}, 0)`.mapWith(Number)

/**
 * Toggles one member's reaction. Each (target, account, type) toggle runs under a transaction
 * lock of its own, so parallel toggles by one member alternate instead of colliding; the kept
 * count moves in the same transaction only when a row was really inserted or deleted, and its
 * update locks the count row, so parallel toggles by many members are never lost or counted twice.
 */
export async function toggleReaction(
  db: Db,
  kind: TargetKind,
  targetId: string,
  account: string,
  type: 'like' | 'love',
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}|${targetId}|${account}|${type}`}))`)
    const mine = and(
      eq(reactions.targetKind, kind),
      eq(reactions.targetId, targetId),
      eq(reactions.account, account),
      eq(reactions.type, type),
    )
    const removed = await tx.delete(reactions).where(mine).returning({ account: reactions.account })
    const active = removed.length === 0
    const added = active
      ? await tx
          .insert(reactions)
          .values({ targetKind: kind, targetId, account, type })
          .onConflictDoNothing()
          .returning({ account: reactions.account })
      : []
    const change = added.length - removed.length
    const [kept] = await tx
      .insert(reactionCounts)
      .values({ targetKind: kind, targetId, type, total: Math.max(change, 0) })
      .onConflictDoUpdate({
        target: [reactionCounts.targetKind, reactionCounts.targetId, reactionCounts.type],
        set: { total: sql`${reactionCounts.total} + ${change}` },
      })
      .returning({ total: reactionCounts.total })
    return { active, totalCount: kept?.total ?? 0 }
  })
}

export async function hasReacted(db: Db, kind: TargetKind, targetId: string, account: string, type: 'like' | 'love') {
  const [row] = await db
    .select({ account: reactions.account })
    .from(reactions)
    .where(
      and(
        eq(reactions.targetKind, kind),
        eq(reactions.targetId, targetId),
        eq(reactions.account, account),
        eq(reactions.type, type),
      ),
    )
    .limit(1)
  return row !== undefined
}
