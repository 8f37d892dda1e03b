ALTER TABLE "artist_submissions" ADD COLUMN "loves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fan_art" ADD COLUMN "loves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_gallery" ADD COLUMN "loves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "artist_submissions_most_loved" ON "artist_submissions" USING btree ("loves" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE not "artist_submissions"."disabled";--> statement-breakpoint
CREATE INDEX "artist_submissions_least_loved" ON "artist_submissions" USING btree ("loves","created_at" DESC NULLS FIRST,"id") WHERE not "artist_submissions"."disabled";--> statement-breakpoint
CREATE INDEX "fan_art_most_loved" ON "fan_art" USING btree ("loves" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE not "fan_art"."disabled";--> statement-breakpoint
CREATE INDEX "fan_art_least_loved" ON "fan_art" USING btree ("loves","created_at" DESC NULLS FIRST,"id") WHERE not "fan_art"."disabled";--> statement-breakpoint
CREATE INDEX "game_gallery_most_loved" ON "game_gallery" USING btree ("loves" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE not "game_gallery"."disabled";--> statement-breakpoint
CREATE INDEX "game_gallery_least_loved" ON "game_gallery" USING btree ("loves","created_at" DESC NULLS FIRST,"id") WHERE not "game_gallery"."disabled";--> statement-breakpoint
-- a post's love count follows its kept count, in the transaction that moves it (the toggle's)
CREATE OR REPLACE FUNCTION "koi_set_gallery_loves"("kind" text, "post" text, "total" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "kind" = 'fan_art' THEN
    UPDATE "fan_art" SET "loves" = "total" WHERE "id" = "post";
  ELSIF "kind" = 'game' THEN
    UPDATE "game_gallery" SET "loves" = "total" WHERE "id" = "post";
  ELSIF "kind" = 'artist_submission' THEN
    UPDATE "artist_submissions" SET "loves" = "total" WHERE "id" = "post";
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "koi_gallery_loves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "fan_art" SET "loves" = 0 WHERE "loves" <> 0;
    UPDATE "game_gallery" SET "loves" = 0 WHERE "loves" <> 0;
    UPDATE "artist_submissions" SET "loves" = 0 WHERE "loves" <> 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."type" = 'love' THEN
    PERFORM "koi_set_gallery_loves"(OLD."target_kind", OLD."target_id", 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."type" = 'love' THEN
    PERFORM "koi_set_gallery_loves"(NEW."target_kind", NEW."target_id", NEW."total");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "gallery_loves" AFTER INSERT OR UPDATE OR DELETE ON "reaction_counts" FOR EACH ROW EXECUTE FUNCTION "koi_gallery_loves"();--> statement-breakpoint
CREATE TRIGGER "gallery_loves_truncate" AFTER TRUNCATE ON "reaction_counts" FOR EACH STATEMENT EXECUTE FUNCTION "koi_gallery_loves"();--> statement-breakpoint
-- a post added after its reactions were counted (a seed, an import) starts from its kept count
CREATE OR REPLACE FUNCTION "koi_gallery_loves_of_new_post"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."loves" := coalesce((SELECT "total" FROM "reaction_counts"
    WHERE "target_kind" = TG_ARGV[0] AND "target_id" = NEW."id" AND "type" = 'love'), 0);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "fan_art_loves_of_new_post" BEFORE INSERT ON "fan_art" FOR EACH ROW EXECUTE FUNCTION "koi_gallery_loves_of_new_post"('fan_art');--> statement-breakpoint
CREATE TRIGGER "game_gallery_loves_of_new_post" BEFORE INSERT ON "game_gallery" FOR EACH ROW EXECUTE FUNCTION "koi_gallery_loves_of_new_post"('game');--> statement-breakpoint
CREATE TRIGGER "artist_submissions_loves_of_new_post" BEFORE INSERT ON "artist_submissions" FOR EACH ROW EXECUTE FUNCTION "koi_gallery_loves_of_new_post"('artist_submission');--> statement-breakpoint
-- the loves already counted
UPDATE "fan_art" SET "loves" = "kept"."total" FROM "reaction_counts" "kept"
WHERE "kept"."target_kind" = 'fan_art' AND "kept"."type" = 'love' AND "kept"."target_id" = "fan_art"."id";--> statement-breakpoint
UPDATE "game_gallery" SET "loves" = "kept"."total" FROM "reaction_counts" "kept"
WHERE "kept"."target_kind" = 'game' AND "kept"."type" = 'love' AND "kept"."target_id" = "game_gallery"."id";--> statement-breakpoint
UPDATE "artist_submissions" SET "loves" = "kept"."total" FROM "reaction_counts" "kept"
WHERE "kept"."target_kind" = 'artist_submission' AND "kept"."type" = 'love' AND "kept"."target_id" = "artist_submissions"."id";
