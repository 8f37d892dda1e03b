import { integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** One row: the site configuration as the contract's `getSiteConfigs` returns it. */
export const siteConfig = pgTable('site_config', {
  id: integer('id').primaryKey(),
  config: jsonb('config').notNull(),
})

/**
 * Reference prices in USD an operator keeps current (`update asset_prices set price_usd = ...`);
 * `ETH` answers `/api/utils/ether-price`. Kept as numeric text so the answer is the figure as stored.
 */
export const assetPrices = pgTable('asset_prices', {
  symbol: text('symbol').primaryKey(),
  priceUsd: numeric('price_usd').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One row: the instant the demo data was generated for (the seed's `now`). The demo chain replays its
 * history for this instant again at every start, so its blocks keep their hashes and what was indexed holds.
 */
export const demoInstant = pgTable('demo_instant', {
  id: integer('id').primaryKey().default(1),
  instant: timestamp('instant', { withTimezone: true }).notNull(),
})
