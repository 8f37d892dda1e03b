import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

export const quests = pgTable('quests', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  points: doublePrecision('points').notNull(),
  kind: text('kind').notNull(),
  actionUrl: text('action_url'),
  position: integer('position').notNull(),
  disabled: boolean('disabled').notNull().default(false),
})

export const questProgress = pgTable(
  'quest_progress',
  {
    account: text('account').notNull(),
    questId: text('quest_id').notNull(),
    completed: boolean('completed').notNull().default(false),
    progress: integer('progress').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.account, table.questId] })],
)

/**
 * Link rewards paid, by the social account that earned them: a provider account pays its link
 * quest once, whichever members it is linked to over time (unlinked and linked elsewhere, it pays
 * nothing again).
 */
export const socialLinkRewards = pgTable(
  'social_link_rewards',
  {
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    account: text('account').notNull(),
    questId: text('quest_id').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.providerAccountId] })],
)

/**
 * GCoins paid for completing a quest: one row per member and quest, so the primary key pays a
 * quest at most once whatever requests race or repeat.
 */
export const questRewards = pgTable(
  'quest_rewards',
  {
    account: text('account').notNull(),
    questId: text('quest_id').notNull(),
    points: doublePrecision('points').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.account, table.questId] })],
)

export const questInvitations = pgTable('quest_invitations', {
  account: text('account').primaryKey(),
  code: text('code').notNull().unique(),
  invitedBy: text('invited_by'),
  invitedCount: integer('invited_count').notNull().default(0),
})

/**
 * Invitations counted toward the invite quest, by the X account of the invitee who counted: an X
 * account counts for one inviter once, whichever wallets it is linked to later (unlinked and
 * relinked under another inviter's code, it counts for nobody else). Written in the transaction
 * that pays the quest; the primary key settles two inviters paid at once with the same account.
 */
export const invitationCredits = pgTable(
  'invitation_credits',
  {
    xAccountId: text('x_account_id').primaryKey(),
    inviter: text('inviter').notNull(),
    /** The wallet the X account was linked to when it counted. */
    invitee: text('invitee').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitation_credits_inviter').on(table.inviter)],
)

export const leaderboard = pgTable(
  'leaderboard',
  {
    account: text('account').primaryKey(),
    displayId: text('display_id').notNull(),
    totalPoints: doublePrecision('total_points').notNull(),
    totalClaimsCount: integer('total_claims_count').notNull().default(0),
  },
  (table) => [index('leaderboard_points').on(table.totalPoints.desc().nullsFirst(), table.account)],
)

/**
 * How many leaderboard rows have points in each bucket, at four widths: level 0 counts each exact
 * points value, level 1 each whole point (`floor(points)`), level 2 each hundred, level 3 each ten
 * thousand. A rank or a deep page sums at most about a hundred rows per level instead of counting
 * the members ahead. Kept by triggers on `leaderboard` (migration 0010), in the transaction of the
 * change itself, whoever writes.
 */
export const leaderboardTallies = pgTable(
  'leaderboard_tallies',
  {
    level: smallint('level').notNull(),
    bucket: doublePrecision('bucket').notNull(),
    members: integer('members').notNull(),
  },
  (table) => [primaryKey({ columns: [table.level, table.bucket] })],
)

/**
 * Quest actions the server cannot check itself (a follow, a repost, a Discord join), waiting for an
 * admin: one row per member and quest. Approval pays the quest through `quest_rewards`, once.
 */
export const questReviews = pgTable(
  'quest_reviews',
  {
    account: text('account').notNull(),
    questId: text('quest_id').notNull(),
    /** 'pending', 'approved' or 'rejected'. */
    status: text('status').notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (table) => [
    primaryKey({ columns: [table.account, table.questId] }),
    index('quest_reviews_status').on(table.status, table.submittedAt),
  ],
)
