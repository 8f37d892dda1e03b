CREATE TABLE "collection_owner_counts" (
	"token_address" text PRIMARY KEY NOT NULL,
	"owners" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_owners" (
	"token_address" text NOT NULL,
	"owner" text NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "collection_owners_token_address_owner_pk" PRIMARY KEY("token_address","owner")
);
--> statement-breakpoint
CREATE TABLE "sales_hours" (
	"token_address" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"volume" double precision NOT NULL,
	"sales" integer NOT NULL,
	"lowest" double precision NOT NULL,
	CONSTRAINT "sales_hours_token_address_hour_pk" PRIMARY KEY("token_address","hour")
);
--> statement-breakpoint
-- the hours a statement's sales fall in are summed again from the sales of those hours; a recorded
-- sale (an insert) is added to its hour without reading the others
CREATE OR REPLACE FUNCTION "koi_sales_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "sales_hours" AS "kept" ("token_address", "hour", "volume", "sales", "lowest")
    SELECT "token_address", date_trunc('hour', "sold_at", 'UTC'), sum("price"), count(*)::int, min("price") FROM "new_rows" GROUP BY 1, 2
    ON CONFLICT ("token_address", "hour") DO UPDATE SET "volume" = "kept"."volume" + excluded."volume",
      "sales" = "kept"."sales" + excluded."sales", "lowest" = least("kept"."lowest", excluded."lowest");
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "sales_hours";
  ELSE
    CREATE TEMPORARY TABLE IF NOT EXISTS "koi_touched_hours" ("token_address" text, "hour" timestamptz) ON COMMIT DROP;
    DELETE FROM "koi_touched_hours";
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO "koi_touched_hours" SELECT DISTINCT "token_address", date_trunc('hour', "sold_at", 'UTC') FROM "new_rows";
    END IF;
    INSERT INTO "koi_touched_hours" SELECT DISTINCT "token_address", date_trunc('hour', "sold_at", 'UTC') FROM "old_rows";
    DELETE FROM "sales_hours" AS "kept" USING "koi_touched_hours" "t"
    WHERE "kept"."token_address" = "t"."token_address" AND "kept"."hour" = "t"."hour";
    INSERT INTO "sales_hours" ("token_address", "hour", "volume", "sales", "lowest")
    SELECT "s"."token_address", "t"."hour", sum("s"."price"), count(*)::int, min("s"."price")
    FROM (SELECT DISTINCT "token_address", "hour" FROM "koi_touched_hours") "t"
    JOIN "sales" "s" ON "s"."token_address" = "t"."token_address" AND "s"."sold_at" >= "t"."hour" AND "s"."sold_at" < "t"."hour" + interval '1 hour'
    GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sales_hours_insert" AFTER INSERT ON "sales" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_sales_hours"();--> statement-breakpoint
CREATE TRIGGER "sales_hours_update" AFTER UPDATE ON "sales" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_sales_hours"();--> statement-breakpoint
CREATE TRIGGER "sales_hours_delete" AFTER DELETE ON "sales" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_sales_hours"();--> statement-breakpoint
CREATE TRIGGER "sales_hours_truncate" AFTER TRUNCATE ON "sales" FOR EACH STATEMENT EXECUTE FUNCTION "koi_sales_hours"();--> statement-breakpoint
INSERT INTO "sales_hours" ("token_address", "hour", "volume", "sales", "lowest")
SELECT "token_address", date_trunc('hour', "sold_at", 'UTC'), sum("price"), count(*)::int, min("price") FROM "sales" GROUP BY 1, 2;--> statement-breakpoint
-- each owner's items per collection, and the owners per collection: an owner counts when their
-- items go from none to some, and stops counting when they go back to none
CREATE OR REPLACE FUNCTION "koi_collection_owners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "collection_owners";
    DELETE FROM "collection_owner_counts";
    RETURN NULL;
  END IF;
  CREATE TEMPORARY TABLE IF NOT EXISTS "koi_owner_changes" ("token_address" text, "owner" text, "change" int) ON COMMIT DROP;
  DELETE FROM "koi_owner_changes";
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "koi_owner_changes" SELECT "token_address", "owner", 1 FROM "new_rows";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "koi_owner_changes" SELECT "token_address", "owner", -1 FROM "old_rows";
  END IF;
  WITH "changes" AS (
    SELECT "token_address", "owner", sum("change")::int AS "change" FROM "koi_owner_changes" GROUP BY 1, 2 HAVING sum("change") <> 0
  ), "applied" AS (
    INSERT INTO "collection_owners" AS "kept" ("token_address", "owner", "items")
    SELECT "token_address", "owner", "change" FROM "changes"
    ON CONFLICT ("token_address", "owner") DO UPDATE SET "items" = "kept"."items" + excluded."items"
    RETURNING "kept"."token_address", "kept"."owner", "kept"."items"
  )
  INSERT INTO "collection_owner_counts" AS "kept" ("token_address", "owners")
  SELECT "a"."token_address", sum(CASE WHEN "a"."items" > 0 AND "a"."items" - "c"."change" <= 0 THEN 1
    WHEN "a"."items" <= 0 AND "a"."items" - "c"."change" > 0 THEN -1 ELSE 0 END)::int
  FROM "applied" "a" JOIN "changes" "c" ON "c"."token_address" = "a"."token_address" AND "c"."owner" = "a"."owner"
  GROUP BY 1
  ON CONFLICT ("token_address") DO UPDATE SET "owners" = "kept"."owners" + excluded."owners";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "collection_owners_insert" AFTER INSERT ON "items" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_collection_owners"();--> statement-breakpoint
CREATE TRIGGER "collection_owners_update" AFTER UPDATE ON "items" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_collection_owners"();--> statement-breakpoint
CREATE TRIGGER "collection_owners_delete" AFTER DELETE ON "items" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_collection_owners"();--> statement-breakpoint
CREATE TRIGGER "collection_owners_truncate" AFTER TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION "koi_collection_owners"();--> statement-breakpoint
INSERT INTO "collection_owners" ("token_address", "owner", "items")
SELECT "token_address", "owner", count(*)::int FROM "items" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "collection_owner_counts" ("token_address", "owners")
SELECT "token_address", count(*)::int FROM "collection_owners" WHERE "items" > 0 GROUP BY 1;
