CREATE TABLE "trait_counts" (
	"token_address" text NOT NULL,
	"trait_type" text NOT NULL,
	"value" text NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "trait_counts_token_address_trait_type_value_pk" PRIMARY KEY("token_address","trait_type","value")
);
--> statement-breakpoint
-- one statement's trait changes, counted once per value (a collection indexed in bulk costs one pass)
CREATE OR REPLACE FUNCTION "koi_trait_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "trait_counts" AS "kept" ("token_address", "trait_type", "value", "items")
    SELECT "token_address", "trait_type", "value", count(*)::int FROM "new_rows" GROUP BY 1, 2, 3
    ON CONFLICT ("token_address", "trait_type", "value") DO UPDATE SET "items" = "kept"."items" + excluded."items";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "trait_counts" AS "kept" ("token_address", "trait_type", "value", "items")
    SELECT "token_address", "trait_type", "value", sum("change")::int FROM (
      SELECT "token_address", "trait_type", "value", 1 AS "change" FROM "new_rows"
      UNION ALL
      SELECT "token_address", "trait_type", "value", -1 FROM "old_rows"
    ) "changes"
    GROUP BY 1, 2, 3 HAVING sum("change") <> 0
    ON CONFLICT ("token_address", "trait_type", "value") DO UPDATE SET "items" = "kept"."items" + excluded."items";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "trait_counts" AS "kept" SET "items" = "kept"."items" - "gone"."items"
    FROM (SELECT "token_address", "trait_type", "value", count(*)::int AS "items" FROM "old_rows" GROUP BY 1, 2, 3) "gone"
    WHERE "kept"."token_address" = "gone"."token_address" AND "kept"."trait_type" = "gone"."trait_type" AND "kept"."value" = "gone"."value";
  ELSE
    DELETE FROM "trait_counts";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "trait_count_insert" AFTER INSERT ON "item_traits" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_trait_count"();--> statement-breakpoint
CREATE TRIGGER "trait_count_update" AFTER UPDATE ON "item_traits" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_trait_count"();--> statement-breakpoint
CREATE TRIGGER "trait_count_delete" AFTER DELETE ON "item_traits" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_trait_count"();--> statement-breakpoint
CREATE TRIGGER "trait_count_truncate" AFTER TRUNCATE ON "item_traits" FOR EACH STATEMENT EXECUTE FUNCTION "koi_trait_count"();--> statement-breakpoint
-- the traits already indexed
INSERT INTO "trait_counts" ("token_address", "trait_type", "value", "items")
SELECT "token_address", "trait_type", "value", count(*)::int FROM "item_traits" GROUP BY 1, 2, 3;
