import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { leaderboard, members, questInvitations, questRewards, quests, socialAccounts } from '../../db/schema'

type Quest = typeof quests.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * How each kind of quest is verified. The server checks what its own records show: a session
 * (the member connected a wallet and signed the login message), a linked X or Discord account (the
 * rows the OAuth link writes), three members who joined with the member's invitation code.
 * Anything done on another site that the server cannot read here (a follow, a repost, a join, a
 * post) goes to the admin review queue. An unknown kind is reviewed, never paid on trust.
 */
export type Verification = 'session' | 'linked-twitter' | 'linked-discord' | 'invitations' | 'review'

const VERIFICATIONS: Record<string, Verification> = {
  connect_wallet: 'session',
  sign: 'session',
  link_x: 'linked-twitter',
  link_discord: 'linked-discord',
  invite: 'invitations',
}

export const INVITATIONS_NEEDED = 3

export const verificationOf = (quest: Pick<Quest, 'kind'>): Verification => VERIFICATIONS[quest.kind] ?? 'review'

/** Why the member's records do not (yet) show the quest done, or null when they do. */
export async function unmetRequirement(db: Db, account: string, verification: Verification): Promise<string | null> {
  const linked = async (provider: 'twitter' | 'discord') => {
    const [row] = await db
      .select({ provider: socialAccounts.provider })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.account, account), eq(socialAccounts.provider, provider)))
      .limit(1)
    return row !== undefined
  }
  switch (verification) {
    case 'session':
      // the request carries a session: the wallet is connected and the login message was signed
      return null
    case 'linked-twitter':
      return (await linked('twitter')) ? null : 'link your X account first'
    case 'linked-discord':
      return (await linked('discord')) ? null : 'link your Discord account first'
    case 'invitations': {
      const [row] = await db
        .select({ total: count() })
        .from(questInvitations)
        .where(eq(questInvitations.invitedBy, account))
      const joined = row?.total ?? 0
      return joined >= INVITATIONS_NEEDED
        ? null
        : `${INVITATIONS_NEEDED} Travellers must join with your invitation code (${joined} so far)`
    }
    case 'review':
      return 'an admin reviews this quest'
  }
}

/**
 * Pays a quest inside the caller's transaction: the reward row's primary key pays it at most once
 * per member, whatever requests race or repeat. Returns whether this call paid it.
 */
export async function payQuest(tx: Tx, account: string, quest: Pick<Quest, 'id' | 'points'>): Promise<boolean> {
  const paid = await tx
    .insert(questRewards)
    .values({ account, questId: quest.id, points: quest.points })
    .onConflictDoNothing()
    .returning({ points: questRewards.points })
  if (paid.length === 0) return false
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
  return true
}
