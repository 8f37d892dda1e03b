CREATE TABLE "quest_reviews" (
	"account" text NOT NULL,
	"quest_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "quest_reviews_account_quest_id_pk" PRIMARY KEY("account","quest_id")
);
--> statement-breakpoint
CREATE INDEX "quest_reviews_status" ON "quest_reviews" USING btree ("status","submitted_at");