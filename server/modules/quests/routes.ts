import { createHash } from 'node:crypto'
import { and, asc, count, desc, eq, gt, gte, sql } from 'drizzle-orm'
import { getAddress } from 'viem'
import {
  leaderboard,
  members,
  questInvitations,
  questProgress,
  questRewards,
  quests,
  socialAccounts,
} from '../../db/schema'
import type { Db } from '../../db/connect'
import { forbidden, notFound } from '../../http/errors'
import { SerializedJson } from '../../http/serializedJson'
import { route } from '../../http/route'
import { showsDisabled } from '../galleries/routes'
import { pageOf } from '../paging'
import { isAdmin } from '../users/profile'

export const LEADERBOARD_PAGE = 25

async function findQuest(db: Db, id: string) {
  const [quest] = await db.select().from(quests).where(eq(quests.id, id)).limit(1)
  if (!quest) throw notFound(`no quest ${id}`)
  return quest
}

const progressOut = (questId: string, account: string, row?: typeof questProgress.$inferSelect) => ({
  questId,
  account,
  completed: row?.completed ?? false,
  progress: row?.progress ?? 0,
  updatedAt: row?.updatedAt.toISOString() ?? null,
})

const visible = gte(leaderboard.totalPoints, 0)

export const questRoutes = [
  route('getQuests', async ({ query, deps, c }) => {
    const where = (await showsDisabled(c, deps, query.showDisabled)) ? undefined : eq(quests.disabled, false)
    const { offset, limit } = pageOf(query, 50)
    const rows = await deps.db
      .select()
      .from(quests)
      .where(where)
      .orderBy(asc(quests.position))
      .limit(limit)
      .offset(offset)
    const [total] = await deps.db.select({ total: count() }).from(quests).where(where)
    return {
      items: rows.map((row) => ({
        _id: row.id,
        title: row.title,
        description: row.description,
        points: row.points,
        kind: row.kind,
        link: row.actionUrl ?? '',
        disabled: row.disabled,
      })),
      totalCount: total?.total ?? 0,
    }
  }),
  route('getQuestProgress', async ({ params, deps }) => {
    const account = getAddress(params.account)
    await findQuest(deps.db, params.questId)
    const [row] = await deps.db
      .select()
      .from(questProgress)
      .where(and(eq(questProgress.account, account), eq(questProgress.questId, params.questId)))
      .limit(1)
    return progressOut(params.questId, account, row)
  }),
  route('updateQuestProgress', async ({ params, body, account, deps }) => {
    const quest = await findQuest(deps.db, params.questId)
    // a disabled quest is closed to members; admins may still try it out
    if (quest.disabled && !(await isAdmin(deps.db, account))) {
      throw forbidden(`quest ${quest.id} is disabled: progress is not recorded`)
    }
    const progress = body.progress ?? 1
    let credited = false
    const answer = await deps.db.transaction(async (tx) => {
      await tx.insert(questProgress).values({ account, questId: quest.id, progress: 0 }).onConflictDoNothing()
      const completedNow = await tx
        .update(questProgress)
        .set({ completed: true, progress, updatedAt: new Date() })
        .where(
          and(
            eq(questProgress.account, account),
            eq(questProgress.questId, quest.id),
            eq(questProgress.completed, false),
            sql`${progress} >= 1`,
          ),
        )
        .returning({ questId: questProgress.questId })
      if (completedNow.length > 0) {
        // the reward row's primary key pays a quest once per member, whatever flips `completed`
        const paid = await tx
          .insert(questRewards)
          .values({ account, questId: quest.id, points: quest.points })
          .onConflictDoNothing()
          .returning({ points: questRewards.points })
        if (paid.length > 0) {
          credited = true
          await tx
            .insert(members)
            .values({ account, coinBalance: quest.points })
            .onConflictDoUpdate({
              target: members.account,
              set: { coinBalance: sql`${members.coinBalance} + ${quest.points}` },
            })
          await tx
            .insert(leaderboard)
            .values({ account, displayId: account, totalPoints: quest.points, totalClaimsCount: 0 })
            .onConflictDoUpdate({
              target: leaderboard.account,
              set: { totalPoints: sql`${leaderboard.totalPoints} + ${quest.points}` },
            })
        }
      }
      const [row] = await tx
        .select()
        .from(questProgress)
        .where(and(eq(questProgress.account, account), eq(questProgress.questId, quest.id)))
        .limit(1)
      return progressOut(quest.id, account, row)
    })
    // this process reads its own points change at once; others drop theirs on the change notice
    if (credited) deps.cache.invalidate('leaderboard')
    return answer
  }),
  route('getQuestInvitation', async ({ account, deps }) => {
    const code = createHash('sha256').update(`invite:${account}`).digest('hex').slice(0, 10)
    await deps.db.insert(questInvitations).values({ account, code }).onConflictDoNothing()
    const [row] = await deps.db.select().from(questInvitations).where(eq(questInvitations.account, account)).limit(1)
    return { account, invitationCode: row?.code ?? code, invitedCount: row?.invitedCount ?? 0 }
  }),
  route('getLeaderboard', ({ query, deps }) => {
    const { offset, limit } = pageOf(query, LEADERBOARD_PAGE)
    // a page of the board is answered from its cached JSON until a points change
    return deps.cache.get(`leaderboard:${offset}:${limit}`, ['leaderboard'], async () => {
      const rows = await deps.db
        .select()
        .from(leaderboard)
        .where(visible)
        .orderBy(desc(leaderboard.totalPoints), asc(leaderboard.account))
        .limit(limit)
        .offset(offset)
      const page = rows.map((row, index) => ({
        _id: row.displayId,
        account: row.account,
        totalPoints: Number(row.totalPoints.toFixed(2)),
        totalClaimsCount: row.totalClaimsCount,
        rank: offset + index + 1,
      }))
      return new SerializedJson(page, JSON.stringify(page))
    })
  }),
  route('getLeaderboardCount', async ({ deps }) => {
    const totalCount = await deps.cache.get('leaderboard-count', ['leaderboard'], async () => {
      const [row] = await deps.db.select({ total: count() }).from(leaderboard).where(visible)
      return row?.total ?? 0
    })
    return { totalCount }
  }),
  route('getConnectionStatus', async ({ account, deps }) => {
    const links = await deps.db
      .select({ provider: socialAccounts.provider })
      .from(socialAccounts)
      .where(eq(socialAccounts.account, account))
    const [entry] = await deps.db.select().from(leaderboard).where(eq(leaderboard.account, account)).limit(1)
    let rank: number | null = null
    if (entry && entry.totalPoints >= 0) {
      const [ahead] = await deps.db
        .select({ total: count() })
        .from(leaderboard)
        .where(
          sql`${gt(leaderboard.totalPoints, entry.totalPoints)} or (${eq(leaderboard.totalPoints, entry.totalPoints)} and ${leaderboard.account} < ${account})`,
        )
      rank = (ahead?.total ?? 0) + 1
    }
    return {
      account,
      twitter: links.some((link) => link.provider === 'twitter'),
      discord: links.some((link) => link.provider === 'discord'),
      totalPoints: entry?.totalPoints ?? 0,
      rank,
    }
  }),
]
