CREATE TABLE "leaderboard_tallies" (
	"level" smallint NOT NULL,
	"bucket" double precision NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "leaderboard_tallies_level_bucket_pk" PRIMARY KEY("level","bucket")
);
--> statement-breakpoint
-- the buckets one points value is counted in, at each level (see the schema's leaderboardTallies)
CREATE OR REPLACE FUNCTION "koi_leaderboard_buckets"("points" double precision)
RETURNS TABLE ("level" smallint, "bucket" double precision) LANGUAGE sql IMMUTABLE AS $$
  VALUES (0::smallint, "points"), (1::smallint, floor("points")), (2::smallint, floor("points" / 100) * 100),
    (3::smallint, floor("points" / 10000) * 10000)
$$;--> statement-breakpoint
-- one statement's changes, counted once per bucket: a bulk insert costs one pass, and an update that
-- leaves a member's buckets as they were writes (and locks) no tally
CREATE OR REPLACE FUNCTION "koi_leaderboard_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "leaderboard_tallies" AS "kept" ("level", "bucket", "members")
    SELECT "b"."level", "b"."bucket", count(*)::int FROM "new_rows", LATERAL "koi_leaderboard_buckets"("new_rows"."total_points") "b"
    GROUP BY 1, 2
    ON CONFLICT ("level", "bucket") DO UPDATE SET "members" = "kept"."members" + excluded."members";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "leaderboard_tallies" AS "kept" ("level", "bucket", "members")
    SELECT "level", "bucket", sum("change")::int FROM (
      SELECT "b"."level", "b"."bucket", 1 AS "change" FROM "new_rows", LATERAL "koi_leaderboard_buckets"("new_rows"."total_points") "b"
      UNION ALL
      SELECT "b"."level", "b"."bucket", -1 FROM "old_rows", LATERAL "koi_leaderboard_buckets"("old_rows"."total_points") "b"
    ) "changes"
    GROUP BY 1, 2 HAVING sum("change") <> 0
    ON CONFLICT ("level", "bucket") DO UPDATE SET "members" = "kept"."members" + excluded."members";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "leaderboard_tallies" AS "kept" SET "members" = "kept"."members" - "gone"."members"
    FROM (
      SELECT "b"."level", "b"."bucket", count(*)::int AS "members" FROM "old_rows", LATERAL "koi_leaderboard_buckets"("old_rows"."total_points") "b"
      GROUP BY 1, 2
    ) "gone"
    WHERE "kept"."level" = "gone"."level" AND "kept"."bucket" = "gone"."bucket";
  ELSE
    DELETE FROM "leaderboard_tallies";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leaderboard_tally_insert" AFTER INSERT ON "leaderboard" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_leaderboard_tally"();--> statement-breakpoint
CREATE TRIGGER "leaderboard_tally_update" AFTER UPDATE ON "leaderboard" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_leaderboard_tally"();--> statement-breakpoint
CREATE TRIGGER "leaderboard_tally_delete" AFTER DELETE ON "leaderboard" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "koi_leaderboard_tally"();--> statement-breakpoint
CREATE TRIGGER "leaderboard_tally_truncate" AFTER TRUNCATE ON "leaderboard" FOR EACH STATEMENT EXECUTE FUNCTION "koi_leaderboard_tally"();--> statement-breakpoint
-- the rows already on the board
INSERT INTO "leaderboard_tallies" ("level", "bucket", "members")
SELECT "b"."level", "b"."bucket", count(*)::int FROM "leaderboard", LATERAL "koi_leaderboard_buckets"("leaderboard"."total_points") "b"
GROUP BY 1, 2;
