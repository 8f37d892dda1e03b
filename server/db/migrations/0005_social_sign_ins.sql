CREATE TABLE "social_pending_links" (
	"session_hash" text NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"credentials" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_pending_links_session_hash_provider_pk" PRIMARY KEY("session_hash","provider")
);
--> statement-breakpoint
CREATE TABLE "social_sign_ins" (
	"state" text PRIMARY KEY NOT NULL,
	"session_hash" text NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
