-- What is written of a collection's tokens (by the indexer, from the chain): one event per collection
-- and statement, naming the tokens and the accounts involved when they are few (null: refetch all),
-- so that open item, collection and profile pages read them again. A backfill's batch is one event.
CREATE OR REPLACE FUNCTION "koi_live_nft_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    WITH "rows" AS (SELECT to_jsonb("changed") AS "row" FROM "changed"),
    "tokens" AS (
      SELECT "row"->>'token_address' AS "token_address",
        count(DISTINCT "row"->>'token_id') AS "token_count",
        array_agg(DISTINCT "row"->>'token_id') AS "token_ids"
      FROM "rows" GROUP BY 1
    ),
    "people" AS (
      SELECT "row"->>'token_address' AS "token_address",
        count(DISTINCT lower("account")) AS "account_count",
        array_agg(DISTINCT lower("account")) AS "accounts"
      FROM "rows",
        unnest(ARRAY["row"->>'from_account', "row"->>'to_account', "row"->>'seller', "row"->>'buyer']) AS "account"
      WHERE "account" IS NOT NULL
      GROUP BY 1
    )
    SELECT "tokens".*, "people"."account_count", "people"."accounts", "collections"."slug"
    FROM "tokens"
      LEFT JOIN "people" USING ("token_address")
      LEFT JOIN "collections" ON "collections"."token_address" = "tokens"."token_address"
  LOOP
    PERFORM "koi_live_event"('nft.activity', NULL, jsonb_build_object(
      'collection', r."token_address",
      'slug', r."slug",
      'kind', TG_ARGV[0],
      'tokenIds', CASE WHEN r."token_count" <= 50 THEN to_jsonb(r."token_ids") ELSE 'null'::jsonb END,
      'accounts', CASE WHEN coalesce(r."account_count", 0) <= 50 THEN coalesce(to_jsonb(r."accounts"), '[]'::jsonb) ELSE 'null'::jsonb END));
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "live_transfers_added" AFTER INSERT ON "transfers" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "koi_live_nft_activity"('transfer');--> statement-breakpoint
CREATE TRIGGER "live_transfers_removed" AFTER DELETE ON "transfers" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "koi_live_nft_activity"('transfer');--> statement-breakpoint
CREATE TRIGGER "live_sales_added" AFTER INSERT ON "sales" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "koi_live_nft_activity"('sale');--> statement-breakpoint
CREATE TRIGGER "live_sales_removed" AFTER DELETE ON "sales" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "koi_live_nft_activity"('sale');--> statement-breakpoint
CREATE TRIGGER "live_listings_added" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "koi_live_nft_activity"('listing');--> statement-breakpoint
CREATE TRIGGER "live_listings_changed" AFTER UPDATE ON "listings" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "koi_live_nft_activity"('listing');--> statement-breakpoint
CREATE TRIGGER "live_listings_removed" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "koi_live_nft_activity"('listing');
