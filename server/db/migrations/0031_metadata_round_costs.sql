-- A token's traits found by the token. The metadata reader deletes a round's tokens' traits before
-- it writes them again; the primary key starts with the trait, so each round read the whole table
-- (62,640 rows at the demo's 10,000 Battlecards: 0.6 s a round, growing with the collection).
CREATE INDEX IF NOT EXISTS "item_traits_by_item" ON "item_traits" ("token_address", "token_id");--> statement-breakpoint
-- The kept owner counts, without a temporary table: creating one cost each statement on "items"
-- 0.15 s on the embedded database, the metadata reader's updates included, which change no owner and
-- now stop at the first query.
CREATE OR REPLACE FUNCTION "koi_collection_owners"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "owner_changes" jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "collection_owners";
    DELETE FROM "collection_owner_counts";
    RETURN NULL;
  END IF;
  -- each statement names only the transition tables its operation has
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('token_address', "token_address", 'owner', "owner", 'change', "change"))
    INTO "owner_changes"
    FROM (SELECT "token_address", "owner", count(*)::int AS "change" FROM "new_rows" GROUP BY 1, 2) "c";
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(jsonb_build_object('token_address', "token_address", 'owner', "owner", 'change', "change"))
    INTO "owner_changes"
    FROM (
      SELECT "token_address", "owner", sum("change")::int AS "change"
      FROM (
        SELECT "token_address", "owner", 1 AS "change" FROM "new_rows"
        UNION ALL
        SELECT "token_address", "owner", -1 FROM "old_rows"
      ) "u"
      GROUP BY 1, 2
      HAVING sum("change") <> 0
    ) "c";
  ELSE
    SELECT jsonb_agg(jsonb_build_object('token_address', "token_address", 'owner', "owner", 'change', "change"))
    INTO "owner_changes"
    FROM (SELECT "token_address", "owner", -count(*)::int AS "change" FROM "old_rows" GROUP BY 1, 2) "c";
  END IF;
  IF "owner_changes" IS NULL THEN
    RETURN NULL;
  END IF;
  WITH "changes" AS (
    SELECT * FROM jsonb_to_recordset("owner_changes") AS "c"("token_address" text, "owner" text, "change" int)
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
$$;
