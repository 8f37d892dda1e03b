DROP INDEX "leaderboard_points";--> statement-breakpoint
CREATE INDEX "leaderboard_points" ON "leaderboard" USING btree ("total_points" DESC NULLS FIRST,"account");--> statement-breakpoint
-- a trait value belongs to one trait type: without this the planner multiplies the two selectivities,
-- expects a few dozen matches instead of thousands, and hashes the whole collection for a page of 50
CREATE STATISTICS IF NOT EXISTS "item_traits_type_value" (dependencies, mcv) ON "trait_type", "value" FROM "item_traits";--> statement-breakpoint
ANALYZE "item_traits";--> statement-breakpoint
-- every server process keeps derived figures in memory and drops them when one of these tables changes,
-- whoever changed it (another replica, an indexer, psql): one notice per statement, naming schema and table
CREATE OR REPLACE FUNCTION "koi_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('koi_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "collections_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION "koi_notify_change"();--> statement-breakpoint
CREATE TRIGGER "items_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION "koi_notify_change"();--> statement-breakpoint
CREATE TRIGGER "item_traits_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_traits" FOR EACH STATEMENT EXECUTE FUNCTION "koi_notify_change"();--> statement-breakpoint
CREATE TRIGGER "sales_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales" FOR EACH STATEMENT EXECUTE FUNCTION "koi_notify_change"();--> statement-breakpoint
CREATE TRIGGER "listings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "koi_notify_change"();--> statement-breakpoint
CREATE TRIGGER "reactions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reactions" FOR EACH STATEMENT EXECUTE FUNCTION "koi_notify_change"();--> statement-breakpoint
CREATE TRIGGER "leaderboard_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leaderboard" FOR EACH STATEMENT EXECUTE FUNCTION "koi_notify_change"();
