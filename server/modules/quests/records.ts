import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { questProgress, questReviews, quests } from '../../db/schema'
import { notFound } from '../../http/errors'

export async function findQuest(db: Db, id: string) {
  const [quest] = await db.select().from(quests).where(eq(quests.id, id)).limit(1)
  if (!quest) throw notFound(`no quest ${id}`)
  return quest
}

type ReviewStatus = 'pending' | 'approved' | 'rejected'

/** One member's progress on one quest, with where a reviewed quest's submission stands. */
export async function progressOf(db: Db, account: string, questId: string) {
  const [row] = await db
    .select()
    .from(questProgress)
    .where(and(eq(questProgress.account, account), eq(questProgress.questId, questId)))
    .limit(1)
  const [review] = await db
    .select({ status: questReviews.status, reason: questReviews.reason })
    .from(questReviews)
    .where(and(eq(questReviews.account, account), eq(questReviews.questId, questId)))
    .limit(1)
  return {
    questId,
    account,
    completed: row?.completed ?? false,
    progress: row?.progress ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    review: review ? { status: review.status as ReviewStatus, reason: review.reason } : null,
  }
}

/**
 * Puts the member's action in the review queue: a first submission, or a new one after a
 * rejection. A pending or approved submission stays as it is.
 */
export async function submitForReview(db: Db, account: string, questId: string): Promise<void> {
  await db
    .insert(questReviews)
    .values({ account, questId })
    .onConflictDoUpdate({
      target: [questReviews.account, questReviews.questId],
      set: { status: 'pending', submittedAt: new Date(), reviewedBy: null, reviewedAt: null, reason: null },
      setWhere: sql`${questReviews.status} = 'rejected'`,
    })
}
