import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core'

/** One row: the site configuration as the contract's `getSiteConfigs` returns it. */
export const siteConfig = pgTable('site_config', {
  id: integer('id').primaryKey(),
  config: jsonb('config').notNull(),
})
