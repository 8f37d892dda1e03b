import { and, asc, count, eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { Db } from '../../db/connect'
import { questProgress, questReviews, quests } from '../../db/schema'
import { conflict, forbidden, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { pageOf } from '../paging'
import { isAdmin } from '../users/profile'
import { payQuest } from './verification'

const REVIEWS_PAGE = 25

const assertAdmin = async (db: Db, account: string) => {
  if (!(await isAdmin(db, account))) throw forbidden('the review queue is for admins')
}

const reviewColumns = {
  account: questReviews.account,
  questId: questReviews.questId,
  questTitle: quests.title,
  kind: quests.kind,
  points: quests.points,
  status: questReviews.status,
  submittedAt: questReviews.submittedAt,
  reviewedBy: questReviews.reviewedBy,
  reviewedAt: questReviews.reviewedAt,
  reason: questReviews.reason,
}

type ReviewRow = {
  [K in keyof typeof reviewColumns]:
    (typeof reviewColumns)[K]['_']['data'] | ((typeof reviewColumns)[K]['_']['notNull'] extends true ? never : null)
}

const reviewOut = (row: ReviewRow) => ({
  ...row,
  status: row.status as 'pending' | 'approved' | 'rejected',
  submittedAt: row.submittedAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
})

async function reviewOf(db: Db, account: string, questId: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(questReviews)
    .innerJoin(quests, eq(quests.id, questReviews.questId))
    .where(and(eq(questReviews.account, account), eq(questReviews.questId, questId)))
    .limit(1)
  if (!row) throw notFound(`no submission of ${account} for quest ${questId}`)
  return row
}

/**
 * The admin review queue: actions on other sites the server cannot check (Zealy's manual review).
 * Only a pending submission can be decided; approving pays the quest once, rejecting records why.
 */
export const reviewRoutes = [
  route('getQuestReviews', async ({ query, account, deps }) => {
    await assertAdmin(deps.db, account)
    const { offset, limit } = pageOf(query, REVIEWS_PAGE)
    const where = eq(questReviews.status, query.status)
    const rows = await deps.db
      .select(reviewColumns)
      .from(questReviews)
      .innerJoin(quests, eq(quests.id, questReviews.questId))
      .where(where)
      .orderBy(asc(questReviews.submittedAt), asc(questReviews.account))
      .limit(limit)
      .offset(offset)
    const [total] = await deps.db.select({ total: count() }).from(questReviews).where(where)
    return { items: rows.map(reviewOut), totalCount: total?.total ?? 0 }
  }),
  route('approveQuestReview', async ({ params, account, deps }) => {
    await assertAdmin(deps.db, account)
    const member = getAddress(params.account)
    const current = await reviewOf(deps.db, member, params.questId)
    const paid = await deps.db.transaction(async (tx) => {
      const decided = await tx
        .update(questReviews)
        .set({ status: 'approved', reviewedBy: account, reviewedAt: new Date(), reason: null })
        .where(
          and(
            eq(questReviews.account, member),
            eq(questReviews.questId, params.questId),
            eq(questReviews.status, 'pending'),
          ),
        )
        .returning({ questId: questReviews.questId })
      if (decided.length === 0) return null
      await tx
        .insert(questProgress)
        .values({ account: member, questId: params.questId, completed: true, progress: 1 })
        .onConflictDoUpdate({
          target: [questProgress.account, questProgress.questId],
          set: { completed: true, progress: 1, updatedAt: new Date() },
        })
      return payQuest(tx, member, { id: params.questId, points: current.points })
    })
    if (paid === null) throw conflict(`the submission is ${current.status}, not pending`)
    if (paid) deps.cache.invalidate('leaderboard')
    return reviewOut(await reviewOf(deps.db, member, params.questId))
  }),
  route('rejectQuestReview', async ({ params, body, account, deps }) => {
    await assertAdmin(deps.db, account)
    const member = getAddress(params.account)
    const current = await reviewOf(deps.db, member, params.questId)
    const decided = await deps.db
      .update(questReviews)
      .set({ status: 'rejected', reviewedBy: account, reviewedAt: new Date(), reason: body.reason })
      .where(
        and(
          eq(questReviews.account, member),
          eq(questReviews.questId, params.questId),
          eq(questReviews.status, 'pending'),
        ),
      )
      .returning({ questId: questReviews.questId })
    if (decided.length === 0) throw conflict(`the submission is ${current.status}, not pending`)
    return reviewOut(await reviewOf(deps.db, member, params.questId))
  }),
]
