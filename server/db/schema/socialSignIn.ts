import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * X and Discord sign-ins under way: the `state` sent to the provider, the PKCE verifier kept on the
 * server, and the session that started it. The callback consumes the row once.
 */
export const socialSignIns = pgTable('social_sign_ins', {
  state: text('state').primaryKey(),
  sessionHash: text('session_hash').notNull(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * An identity the provider verified for a session, waiting for the link call: the page reads its
 * handle (never the tokens) and asks to link it, and only this identity can be linked.
 */
export const socialPendingLinks = pgTable(
  'social_pending_links',
  {
    sessionHash: text('session_hash').notNull(),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    username: text('username').notNull(),
    email: text('email'),
    credentials: jsonb('credentials'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionHash, table.provider] })],
)
