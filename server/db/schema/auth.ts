import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/** Issued login messages; a nonce is used once. */
export const loginNonces = pgTable(
  'login_nonces',
  {
    nonce: text('nonce').primaryKey(),
    account: text('account').notNull(),
    chainId: integer('chain_id').notNull(),
    domain: text('domain').notNull(),
    message: text('message').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_nonces_account').on(table.account, table.deadline)],
)

/** Sessions live in the database so any server process can answer for them. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    account: text('account').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_account').on(table.account)],
)

/**
 * The login and write limits' counts, shared by every process (rate-limiter-flexible's
 * RateLimiterPostgres, in its own shape). Made by migration 0016 before any process serves, so no
 * call creates a table while others do.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
})
