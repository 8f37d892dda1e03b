CREATE TABLE "claim_vault_checkpoints" (
	"vault" text PRIMARY KEY NOT NULL,
	"next_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
