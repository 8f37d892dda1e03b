CREATE TABLE "social_link_rewards" (
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"account" text NOT NULL,
	"quest_id" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_link_rewards_provider_provider_account_id_pk" PRIMARY KEY("provider","provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "social_redeemers" (
	"x_account_id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"first_claim_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "art_claims" ADD COLUMN "x_account_id" text;--> statement-breakpoint
ALTER TABLE "swap_claims" ADD COLUMN "issued_block" bigint;--> statement-breakpoint
-- link rewards already paid count against the social account that earned them
INSERT INTO "social_link_rewards" ("provider", "provider_account_id", "account", "quest_id", "paid_at")
SELECT DISTINCT ON (s."provider", s."provider_account_id") s."provider", s."provider_account_id", r."account", r."quest_id", r."paid_at"
FROM "quest_rewards" r
JOIN "quests" q ON q."id" = r."quest_id" AND q."kind" IN ('link_x', 'link_discord')
JOIN "social_accounts" s ON s."account" = r."account"
  AND s."provider" = CASE q."kind" WHEN 'link_x' THEN 'twitter' ELSE 'discord' END
ORDER BY s."provider", s."provider_account_id", r."paid_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- a piece held today is held by the X account its member has linked
UPDATE "art_claims" c SET "x_account_id" = s."provider_account_id"
FROM "social_accounts" s
WHERE s."account" = c."account" AND s."provider" = 'twitter' AND c."released_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "art_claims_one_per_x_account" ON "art_claims" USING btree ("x_account_id") WHERE "art_claims"."released_at" is null;