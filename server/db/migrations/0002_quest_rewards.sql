CREATE TABLE "quest_rewards" (
	"account" text NOT NULL,
	"quest_id" text NOT NULL,
	"points" double precision NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_rewards_account_quest_id_pk" PRIMARY KEY("account","quest_id")
);
