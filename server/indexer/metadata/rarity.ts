import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { refreshStatistics } from '../statistics.ts'

/**
 * Ranks a collection's items by statistical rarity, as the demo's seed does: an item's score is the
 * sum, over its traits, of the collection's item count divided by the items sharing that trait
 * value (`trait_counts`); rank 1 is the highest score, ties in token order. Items without traits
 * score 0. One statement, so a page never reads half a ranking.
 */
export async function rankByRarity(db: Db, tokenAddress: string): Promise<void> {
  // the traits were just written in bulk: planned on stale statistics the ranking took minutes
  await refreshStatistics(db)
  await db.execute(sql`
    WITH "total" AS (
      SELECT count(*)::double precision AS "items" FROM "items" WHERE "token_address" = ${tokenAddress}
    ),
    "scores" AS (
      SELECT "item_traits"."token_id", sum("total"."items" / "trait_counts"."items") AS "score"
      FROM "item_traits"
        JOIN "trait_counts" USING ("token_address", "trait_type", "value")
        CROSS JOIN "total"
      WHERE "item_traits"."token_address" = ${tokenAddress} AND "trait_counts"."items" > 0
      GROUP BY 1
    ),
    "ranked" AS (
      SELECT "items"."token_id",
        row_number() OVER (ORDER BY coalesce("scores"."score", 0) DESC, "items"."token_number", "items"."token_id") AS "rank"
      FROM "items" LEFT JOIN "scores" USING ("token_id")
      WHERE "items"."token_address" = ${tokenAddress}
    )
    UPDATE "items" SET "rarity_rank" = "ranked"."rank"
    FROM "ranked"
    WHERE "items"."token_address" = ${tokenAddress}
      AND "items"."token_id" = "ranked"."token_id"
      AND "items"."rarity_rank" IS DISTINCT FROM "ranked"."rank"
  `)
}
