import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { reactions } from '../../db/schema'

export type TargetKind = 'nft' | 'fan_art' | 'game' | 'artist_submission'

export const reactionCount = (kind: TargetKind, type: 'like' | 'love', targetIdColumn: unknown) =>
  sql<number>`(select count(*)::int from ${reactions} where ${reactions.targetKind} = ${kind} and ${reactions.targetId} = ${targetIdColumn} and ${reactions.type} = ${type})`

/**
 * Toggles one member's reaction. Each (target, account, type) toggle runs under a transaction
 * lock of its own, so parallel toggles by one member alternate instead of colliding, and counts
 * are counted rows, so parallel toggles by many members are never lost or counted twice.
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
    if (active) await tx.insert(reactions).values({ targetKind: kind, targetId, account, type }).onConflictDoNothing()
    const [total] = await tx
      .select({ total: count() })
      .from(reactions)
      .where(and(eq(reactions.targetKind, kind), eq(reactions.targetId, targetId), eq(reactions.type, type)))
    return { active, totalCount: total?.total ?? 0 }
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
