-- the limiter made this table itself before, at its first call: a deployment may have it
CREATE TABLE IF NOT EXISTS "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "gallery_counts" (
	"gallery" text PRIMARY KEY NOT NULL,
	"posts" integer NOT NULL,
	"shown" integer NOT NULL
);--> statement-breakpoint
-- one statement's posts, counted once (a gallery imported in bulk costs one pass); TG_ARGV[0] names the gallery
CREATE OR REPLACE FUNCTION "koi_gallery_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "added" integer := 0;
  "added_shown" integer := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "gallery_counts" SET "posts" = 0, "shown" = 0 WHERE "gallery" = TG_ARGV[0];
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "added" + count(*)::int, "added_shown" + (count(*) FILTER (WHERE NOT "disabled"))::int
      INTO "added", "added_shown" FROM "new_rows";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT "added" - count(*)::int, "added_shown" - (count(*) FILTER (WHERE NOT "disabled"))::int
      INTO "added", "added_shown" FROM "old_rows";
  END IF;
  IF "added" <> 0 OR "added_shown" <> 0 THEN
    INSERT INTO "gallery_counts" AS "kept" ("gallery", "posts", "shown") VALUES (TG_ARGV[0], "added", "added_shown")
    ON CONFLICT ("gallery") DO UPDATE SET "posts" = "kept"."posts" + excluded."posts", "shown" = "kept"."shown" + excluded."shown";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "fan_art_count_insert" AFTER INSERT ON "fan_art" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_gallery_count"('fan_art');--> statement-breakpoint
CREATE TRIGGER "fan_art_count_update" AFTER UPDATE ON "fan_art" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_gallery_count"('fan_art');--> statement-breakpoint
CREATE TRIGGER "fan_art_count_delete" AFTER DELETE ON "fan_art" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_gallery_count"('fan_art');--> statement-breakpoint
CREATE TRIGGER "fan_art_count_truncate" AFTER TRUNCATE ON "fan_art" FOR EACH STATEMENT EXECUTE FUNCTION "koi_gallery_count"('fan_art');--> statement-breakpoint
CREATE TRIGGER "game_gallery_count_insert" AFTER INSERT ON "game_gallery" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_gallery_count"('game');--> statement-breakpoint
CREATE TRIGGER "game_gallery_count_update" AFTER UPDATE ON "game_gallery" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_gallery_count"('game');--> statement-breakpoint
CREATE TRIGGER "game_gallery_count_delete" AFTER DELETE ON "game_gallery" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_gallery_count"('game');--> statement-breakpoint
CREATE TRIGGER "game_gallery_count_truncate" AFTER TRUNCATE ON "game_gallery" FOR EACH STATEMENT EXECUTE FUNCTION "koi_gallery_count"('game');--> statement-breakpoint
-- the posts already there
INSERT INTO "gallery_counts" ("gallery", "posts", "shown")
SELECT 'fan_art', count(*)::int, (count(*) FILTER (WHERE NOT "disabled"))::int FROM "fan_art"
UNION ALL
SELECT 'game', count(*)::int, (count(*) FILTER (WHERE NOT "disabled"))::int FROM "game_gallery";
