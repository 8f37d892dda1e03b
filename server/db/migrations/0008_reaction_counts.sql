CREATE TABLE "reaction_counts" (
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"type" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reaction_counts_target_kind_target_id_type_pk" PRIMARY KEY("target_kind","target_id","type"),
	CONSTRAINT "reaction_counts_not_negative" CHECK ("reaction_counts"."total" >= 0)
);
--> statement-breakpoint
-- the counts of the reactions already recorded
INSERT INTO "reaction_counts" ("target_kind", "target_id", "type", "total")
SELECT "target_kind", "target_id", "type", count(*)::int FROM "reactions" GROUP BY "target_kind", "target_id", "type";
