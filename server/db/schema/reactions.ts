import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One row per (target, account, type): a toggle inserts or deletes it, so parallel toggles can
 * never double-count, and counts are always counted rather than kept in a counter.
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
