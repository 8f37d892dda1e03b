-- when a member last asked for a token's metadata to be read again: one ask per token per window
CREATE TABLE "reindex_requests" (
	"token_address" text NOT NULL,
	"token_id" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reindex_requests_token_address_token_id_pk" PRIMARY KEY("token_address","token_id")
);
