import { createHash } from 'node:crypto'
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import { getAddress } from 'viem'
import { leaderboard, questInvitations, questProgress, quests, socialAccounts } from '../../db/schema'
import { badRequest, conflict, forbidden, notFound } from '../../http/errors'
import { SerializedJson } from '../../http/serializedJson'
import { route } from '../../http/route'
import { showsDisabled } from '../galleries/routes'
import { pageOf } from '../paging'
import { isAdmin } from '../users/profile'
import { currentAccount } from '../../auth/session'
import { leaderboardPage, membersAhead, shownMembers } from './leaderboardPosition'
import { findQuest, progressOf, submitForReview } from './records'
import {
  INVITATIONS_NEEDED,
  creditInvitees,
  invitationsShort,
  linkProviderOf,
  payQuest,
  unmetRequirement,
  verificationOf,
} from './verification'
import { linkedAccountId } from '../social/linkedAccount'

export const LEADERBOARD_PAGE = 25

/** A member's invitation code: derived from the account, so asking again gives the same one. */
const invitationCodeOf = (account: string) =>
  createHash('sha256').update(`invite:${account}`).digest('hex').slice(0, 10)

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
  route('getQuestProgress', async ({ params, deps, c }) => {
    await findQuest(deps.db, params.questId)
    const account = getAddress(params.account)
    const progress = await progressOf(deps.db, account, params.questId)
    // an admin's reason for a rejection is for the member and the admins, not for anyone who asks
    if (progress.review?.reason) {
      const viewer = await currentAccount(c, deps)
      if (viewer !== account && !(viewer && (await isAdmin(deps.db, viewer))))
        return { ...progress, review: { ...progress.review, reason: null } }
    }
    return progress
  }),
  route('updateQuestProgress', async ({ params, account, deps }) => {
    const quest = await findQuest(deps.db, params.questId)
    // a disabled quest is closed to members; admins may still try it out
    if (quest.disabled && !(await isAdmin(deps.db, account))) {
      throw forbidden(`quest ${quest.id} is disabled: progress is not recorded`)
    }
    // nothing in the request says the quest is done: the server checks, or an admin reviews
    const verification = verificationOf(quest)
    if (verification === 'review') {
      await submitForReview(deps.db, account, quest.id)
      return progressOf(deps.db, account, quest.id)
    }
    const unmet = await unmetRequirement(deps.db, account, verification)
    if (unmet) throw conflict(`quest ${quest.id} is not done yet: ${unmet}`)
    const provider = linkProviderOf(verification)
    const providerAccountId = provider && (await linkedAccountId(deps.db, account, provider))
    const linked = provider && providerAccountId ? { provider, providerAccountId } : undefined
    const credited = await deps.db.transaction(async (tx) => {
      await tx.insert(questProgress).values({ account, questId: quest.id, progress: 0 }).onConflictDoNothing()
      const completedNow = await tx
        .update(questProgress)
        .set({ completed: true, progress: 1, updatedAt: new Date() })
        .where(
          and(
            eq(questProgress.account, account),
            eq(questProgress.questId, quest.id),
            eq(questProgress.completed, false),
          ),
        )
        .returning({ questId: questProgress.questId })
      if (completedNow.length === 0) return false
      if (verification === 'invitations') {
        // the invitees are counted for this inviter as it is paid; one counted for another inviter
        // in the meantime leaves it short, and nothing of this call is kept
        const counted = await creditInvitees(tx, account)
        if (counted < INVITATIONS_NEEDED)
          throw conflict(`quest ${quest.id} is not done yet: ${invitationsShort(counted)}`)
      }
      return payQuest(tx, account, quest, linked)
    })
    // this process reads its own points change at once; others drop theirs on the change notice
    if (credited) deps.cache.invalidate('leaderboard')
    return progressOf(deps.db, account, quest.id)
  }),
  route('getQuestInvitation', async ({ account, deps }) => {
    const code = invitationCodeOf(account)
    await deps.db.insert(questInvitations).values({ account, code }).onConflictDoNothing()
    const [row] = await deps.db.select().from(questInvitations).where(eq(questInvitations.account, account)).limit(1)
    return { account, invitationCode: row?.code ?? code, invitedCount: row?.invitedCount ?? 0 }
  }),
  route('acceptQuestInvitation', async ({ body, account, deps }) => {
    const [inviter] = await deps.db
      .select({ account: questInvitations.account })
      .from(questInvitations)
      .where(sql`lower(${questInvitations.code}) = ${body.invitationCode.toLowerCase()}`)
      .limit(1)
    if (!inviter) throw notFound('body.invitationCode: no member has this invitation code')
    if (inviter.account === account) throw badRequest('body.invitationCode: this is your own invitation code')
    const booked = await deps.db.transaction(async (tx) => {
      // the member's inviter is set once: a second code, or the same one again, changes nothing
      const [mine] = await tx
        .insert(questInvitations)
        .values({ account, code: invitationCodeOf(account), invitedBy: inviter.account })
        .onConflictDoUpdate({
          target: questInvitations.account,
          set: { invitedBy: inviter.account },
          setWhere: isNull(questInvitations.invitedBy),
        })
        .returning({ account: questInvitations.account })
      if (!mine) return false
      await tx
        .update(questInvitations)
        .set({ invitedCount: sql`${questInvitations.invitedCount} + 1` })
        .where(eq(questInvitations.account, inviter.account))
      return true
    })
    if (!booked) throw conflict('body.invitationCode: your invitation is already recorded')
    return { account, invitedBy: inviter.account }
  }),
  route('getLeaderboard', ({ query, deps }) => {
    const { offset, limit } = pageOf(query, LEADERBOARD_PAGE)
    // a page of the board is answered from its cached JSON until a points change
    return deps.cache.get(`leaderboard:${offset}:${limit}`, ['leaderboard'], async () => {
      const rows = await leaderboardPage(deps.db, offset, limit)
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
    const totalCount = await deps.cache.get('leaderboard-count', ['leaderboard'], () => shownMembers(deps.db))
    return { totalCount }
  }),
  route('getConnectionStatus', async ({ account, deps }) => {
    const links = await deps.db
      .select({ provider: socialAccounts.provider })
      .from(socialAccounts)
      .where(eq(socialAccounts.account, account))
    const [entry] = await deps.db.select().from(leaderboard).where(eq(leaderboard.account, account)).limit(1)
    let rank: number | null = null
    if (entry && entry.totalPoints >= 0) rank = (await membersAhead(deps.db, entry.totalPoints, account)) + 1
    return {
      account,
      twitter: links.some((link) => link.provider === 'twitter'),
      discord: links.some((link) => link.provider === 'discord'),
      totalPoints: entry?.totalPoints ?? 0,
      rank,
    }
  }),
]
