CREATE TABLE "invitation_credits" (
	"x_account_id" text PRIMARY KEY NOT NULL,
	"inviter" text NOT NULL,
	"invitee" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invitation_credits_inviter" ON "invitation_credits" USING btree ("inviter");--> statement-breakpoint
-- invite quests already paid count the X accounts their inviters' invitees have linked today,
-- the earliest payment first
INSERT INTO "invitation_credits" ("x_account_id", "inviter", "invitee", "counted_at")
SELECT DISTINCT ON (s."provider_account_id") s."provider_account_id", i."invited_by", i."account", r."paid_at"
FROM "quest_rewards" r
JOIN "quests" q ON q."id" = r."quest_id" AND q."kind" = 'invite'
JOIN "quest_invitations" i ON i."invited_by" = r."account"
JOIN "social_accounts" s ON s."account" = i."account" AND s."provider" = 'twitter'
ORDER BY s."provider_account_id", r."paid_at"
ON CONFLICT DO NOTHING;
