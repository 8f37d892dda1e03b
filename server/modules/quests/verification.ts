import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import {
  invitationCredits,
  leaderboard,
  members,
  questInvitations,
  questRewards,
  quests,
  socialAccounts,
  socialLinkRewards,
} from '../../db/schema'
import { linkedAccountId, type LinkProvider } from '../social/linkedAccount'

type Quest = typeof quests.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * How each kind of quest is verified. The server checks what its own records show: a session
 * (the member connected a wallet and signed the login message), a linked X or Discord account (the
 * rows the OAuth link writes), three members who joined with the member's invitation code and
 * each linked an X account of their own.
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

/** Why the invite quest is not done with `counted` invitations counted. */
export const invitationsShort = (counted: number) =>
  `${INVITATIONS_NEEDED} Travellers must join with your invitation code and link their own X account, each counted for one inviter only (${counted} so far)`

export const verificationOf = (quest: Pick<Quest, 'kind'>): Verification => VERIFICATIONS[quest.kind] ?? 'review'

/** The provider whose linked account a link quest pays for, or null for another kind of quest. */
export const linkProviderOf = (verification: Verification): LinkProvider | null =>
  verification === 'linked-twitter' ? 'twitter' : verification === 'linked-discord' ? 'discord' : null

/**
 * The X accounts of the inviter's invitees that have counted for no inviter yet: members who joined
 * with the inviter's code and have linked an X account. An X account links to one member at a time,
 * so these are people, not the throwaway wallets one X account passes between.
 */
const uncountedInviteeXAccounts = (db: Db | Tx, inviter: string) =>
  db
    .select({ xAccountId: socialAccounts.providerAccountId, invitee: questInvitations.account })
    .from(questInvitations)
    .innerJoin(
      socialAccounts,
      and(eq(socialAccounts.account, questInvitations.account), eq(socialAccounts.provider, 'twitter')),
    )
    .leftJoin(invitationCredits, eq(invitationCredits.xAccountId, socialAccounts.providerAccountId))
    .where(and(eq(questInvitations.invitedBy, inviter), isNull(invitationCredits.xAccountId)))

async function creditedInvitations(db: Db | Tx, inviter: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(invitationCredits)
    .where(eq(invitationCredits.inviter, inviter))
  return row?.total ?? 0
}

/**
 * Invitees who count: the X accounts already counted for this inviter, and those of its invitees
 * that have counted for nobody. An X account that counted for another inviter, relinked to a wallet
 * that joined with this inviter's code, does not count again.
 */
async function countedInvitees(db: Db, inviter: string): Promise<number> {
  const uncounted = await uncountedInviteeXAccounts(db, inviter)
  return (await creditedInvitations(db, inviter)) + uncounted.length
}

/**
 * Counts the inviter's uncounted invitees for it, inside the transaction that pays the invite quest,
 * and returns how many invitations it now has counted. The credits' primary key (the X account)
 * gives each X account to one inviter, whatever requests race: the loser's insert does nothing.
 */
export async function creditInvitees(tx: Tx, inviter: string): Promise<number> {
  const uncounted = await uncountedInviteeXAccounts(tx, inviter)
  if (uncounted.length > 0)
    await tx
      .insert(invitationCredits)
      .values(uncounted.map((row) => ({ ...row, inviter })))
      .onConflictDoNothing()
  return creditedInvitations(tx, inviter)
}

/** Why the member's records do not (yet) show the quest done, or null when they do. */
export async function unmetRequirement(db: Db, account: string, verification: Verification): Promise<string | null> {
  const linked = async (provider: LinkProvider) => (await linkedAccountId(db, account, provider)) !== null
  switch (verification) {
    case 'session':
      // the request carries a session: the wallet is connected and the login message was signed
      return null
    case 'linked-twitter':
      return (await linked('twitter')) ? null : 'link your X account first'
    case 'linked-discord':
      return (await linked('discord')) ? null : 'link your Discord account first'
    case 'invitations': {
      const joined = await countedInvitees(db, account)
      return joined >= INVITATIONS_NEEDED ? null : invitationsShort(joined)
    }
    case 'review':
      return 'an admin reviews this quest'
  }
}

/**
 * Pays a quest inside the caller's transaction: the reward row's primary key pays it at most once
 * per member, whatever requests race or repeat. A link quest names the linked account it is paid
 * for, and pays once per such account: linked to another member before, it pays nothing again.
 * Returns whether this call paid it.
 */
export async function payQuest(
  tx: Tx,
  account: string,
  quest: Pick<Quest, 'id' | 'points'>,
  linked?: { provider: LinkProvider; providerAccountId: string },
): Promise<boolean> {
  if (linked) {
    const first = await tx
      .insert(socialLinkRewards)
      .values({ ...linked, account, questId: quest.id })
      .onConflictDoNothing()
      .returning({ account: socialLinkRewards.account })
    if (first.length === 0) return false
  }
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
