CREATE TABLE "asset_prices" (
	"symbol" text PRIMARY KEY NOT NULL,
	"price_usd" numeric NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- a database seeded before this table existed keeps answering the ether price it answered before
INSERT INTO "asset_prices" ("symbol", "price_usd") SELECT 'ETH', '3150.42' WHERE EXISTS (SELECT 1 FROM "site_config");
