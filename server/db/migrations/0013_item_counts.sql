CREATE TABLE "item_count_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_counts" (
	"token_address" text NOT NULL,
	"filter" text NOT NULL,
	"generation" bigint NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "item_counts_token_address_filter_generation_pk" PRIMARY KEY("token_address","filter","generation")
);
--> statement-breakpoint
INSERT INTO "item_count_generation" ("id", "generation") VALUES (1, 1);--> statement-breakpoint
-- a change to the traits, or to the items' names or membership, starts a new generation of counts
-- (the row's lock orders concurrent changes) and drops the counts of the ones before
CREATE OR REPLACE FUNCTION "koi_next_item_count_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "item_count_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
  DELETE FROM "item_counts" WHERE "generation" < (SELECT "generation" FROM "item_count_generation" WHERE "id" = 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "item_counts_traits" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_traits" FOR EACH STATEMENT EXECUTE FUNCTION "koi_next_item_count_generation"();--> statement-breakpoint
CREATE TRIGGER "item_counts_items" AFTER INSERT OR DELETE OR TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION "koi_next_item_count_generation"();--> statement-breakpoint
CREATE TRIGGER "item_counts_item_names" AFTER UPDATE OF "token_address", "token_id", "name" ON "items" FOR EACH STATEMENT EXECUTE FUNCTION "koi_next_item_count_generation"();
