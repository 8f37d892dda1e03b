-- Money is wei in numeric(78,0) (any uint256 fits), no longer ETH in double precision: sums and
-- minimums are exact SQL numerics. A double converts to numeric at its 15 significant digits, so a
-- stored 0.0812 becomes exactly 81200000000000000 wei.
ALTER TABLE "sales" ALTER COLUMN "price" SET DATA TYPE numeric(78, 0) USING round("price"::numeric * 1000000000000000000);--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "price" SET DATA TYPE numeric(78, 0) USING round("price"::numeric * 1000000000000000000);--> statement-breakpoint
-- an hour's volume is a sum of uint256 prices, which may pass 78 digits: numeric without a bound
ALTER TABLE "sales_hours" ALTER COLUMN "volume" SET DATA TYPE numeric USING round("volume"::numeric * 1000000000000000000);--> statement-breakpoint
ALTER TABLE "sales_hours" ALTER COLUMN "lowest" SET DATA TYPE numeric(78, 0) USING round("lowest"::numeric * 1000000000000000000);--> statement-breakpoint
-- The trigger function of migration 0012 stays as it is: its sum() and min() of the now numeric
-- prices are numerics. The kept hours are summed again from the converted sales (the sum of the
-- rounded prices, not the rounded float sum).
DELETE FROM "sales_hours";--> statement-breakpoint
INSERT INTO "sales_hours" ("token_address", "hour", "volume", "sales", "lowest")
SELECT "token_address", date_trunc('hour', "sold_at", 'UTC'), sum("price"), count(*)::int, min("price") FROM "sales" GROUP BY 1, 2;
