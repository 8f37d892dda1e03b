import { sql } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'

/** The tables an indexed collection fills, with the kept counts their triggers maintain. */
const CHAIN_FACT_TABLES = [
  'items',
  'item_traits',
  'item_metadata',
  'metadata_queue',
  'transfers',
  'sales',
  'listings',
  'chain_events',
  'indexer_blocks',
  'trait_counts',
  'collection_owners',
  'collection_owner_counts',
  'sales_hours',
] as const

/**
 * Blocks indexed between two statistics refreshes: a backfill's thousands of rows change the
 * planner's picture, the head's block or two do not.
 */
export const BLOCKS_BETWEEN_STATISTICS = 500

/**
 * Refreshes the planner's statistics of the chain fact tables. The embedded database has no
 * autovacuum, so after a backfill its planner still counted the tables as the seed left them (the
 * demo's collections empty): ranking 10,000 indexed Battlecards by rarity took over ten minutes
 * instead of under two seconds, holding the one connection every page waits on. PostgreSQL's
 * autovacuum gets there too, later.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await db.execute(sql.raw(`ANALYZE ${CHAIN_FACT_TABLES.map((table) => `"${table}"`).join(', ')}`))
}
