import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export const members = pgTable(
  'members',
  {
    account: text('account').primaryKey(),
    username: text('username'),
    biography: text('biography'),
    image: text('image'),
    bannerImage: text('banner_image'),
    url: text('url'),
    location: text('location'),
    guardianId: text('guardian_id'),
    coinBalance: doublePrecision('coin_balance').notNull().default(0),
    isAdmin: boolean('is_admin').notNull().default(false),
    betaAccess: boolean('beta_access').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // usernames are unique whatever their case
    uniqueIndex('members_username_lower').on(sql`lower(${table.username})`),
    // the booking code refuses an overdraw; the database refuses one the code might miss
    check('members_coin_balance_not_negative', sql`${table.coinBalance} >= 0`),
  ],
)

export const socialAccounts = pgTable(
  'social_accounts',
  {
    account: text('account').notNull(),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    email: text('email'),
    username: text('username').notNull(),
    credentials: jsonb('credentials'),
  },
  (table) => [
    primaryKey({ columns: [table.account, table.provider] }),
    uniqueIndex('social_accounts_provider_id').on(table.provider, table.providerAccountId),
    index('social_accounts_username').on(table.provider, sql`lower(${table.username})`),
  ],
)

export const guardians = pgTable('guardians', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  bannerImage: text('banner_image').notNull(),
  position: integer('position').notNull(),
})

export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  account: text('account').notNull(),
  mime: text('mime').notNull(),
  bytes: text('bytes_base64').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
