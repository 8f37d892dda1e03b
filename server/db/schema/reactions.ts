import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One row per (target, account, type): a toggle inserts or deletes it, so parallel toggles can
 * never double-count; `reaction_counts` keeps the count beside it, in the same transaction.
 * Targets: `nft` (`{tokenAddress}:{tokenId}`), `fan_art`, `game`, `artist_submission` (their ids).
 */
export const reactions = pgTable(
  'reactions',
  {
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    account: text('account').notNull(),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.targetKind, table.targetId, table.type, table.account] }),
    index('reactions_account').on(table.account, table.targetKind, table.type),
  ],
)

/**
 * The number of `reactions` rows per (target, type), changed in the toggle's transaction with the
 * row itself, so lists and sorts read a count instead of counting every target's rows.
 */
export const reactionCounts = pgTable(
  'reaction_counts',
  {
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    type: text('type').notNull(),
    total: integer('total').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.targetKind, table.targetId, table.type] }),
    check('reaction_counts_not_negative', sql`${table.total} >= 0`),
  ],
)
