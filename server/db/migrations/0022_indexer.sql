CREATE TABLE "indexer_checkpoints" (
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"deployment_block" bigint NOT NULL,
	"deployment_hash" text NOT NULL,
	"last_block" bigint NOT NULL,
	"last_hash" text NOT NULL,
	"head_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "indexer_checkpoints_chain_id_token_address_pk" PRIMARY KEY("chain_id","token_address")
);
--> statement-breakpoint
CREATE TABLE "indexer_blocks" (
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "indexer_blocks_chain_id_token_address_number_pk" PRIMARY KEY("chain_id","token_address","number")
);
--> statement-breakpoint
CREATE TABLE "chain_events" (
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"kind" text NOT NULL,
	"token_id" text NOT NULL,
	"from_account" text,
	"to_account" text,
	"price_wei" text,
	"emitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chain_events_pk" PRIMARY KEY("chain_id","token_address","block_number","log_index","token_id")
);
--> statement-breakpoint
CREATE INDEX "chain_events_token" ON "chain_events" USING btree ("token_address","token_id");--> statement-breakpoint
CREATE TABLE "metadata_queue" (
	"token_address" text NOT NULL,
	"token_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"last_error" text,
	CONSTRAINT "metadata_queue_token_address_token_id_pk" PRIMARY KEY("token_address","token_id")
);
--> statement-breakpoint
CREATE INDEX "metadata_queue_due" ON "metadata_queue" USING btree ("next_at");--> statement-breakpoint
CREATE TABLE "item_metadata" (
	"token_address" text NOT NULL,
	"token_id" text NOT NULL,
	"token_uri" text NOT NULL,
	"raw" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "item_metadata_token_address_token_id_pk" PRIMARY KEY("token_address","token_id")
);
