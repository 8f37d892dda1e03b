ALTER TABLE "swap_claims" ADD COLUMN "coins" double precision;--> statement-breakpoint
CREATE INDEX "swap_claims_pending" ON "swap_claims" USING btree ("account","deadline") WHERE "swap_claims"."verified_at" is null;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_coin_balance_not_negative" CHECK ("members"."coin_balance" >= 0);