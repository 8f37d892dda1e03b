ALTER TABLE "item_traits" ADD COLUMN "token_number" double precision;--> statement-breakpoint
-- the place of each trait's item, from the items; the traits themselves do not change, so the
-- kept counts' triggers (trait counts, the filters' counts) are not run for this copy
ALTER TABLE "item_traits" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "item_traits" SET "token_number" = "items"."token_number" FROM "items"
WHERE "items"."token_address" = "item_traits"."token_address" AND "items"."token_id" = "item_traits"."token_id";--> statement-breakpoint
ALTER TABLE "item_traits" ENABLE TRIGGER USER;--> statement-breakpoint
-- a trait of no indexed item (none is expected) shows nowhere: it goes, and the counts with it
DELETE FROM "item_traits" WHERE "token_number" IS NULL;--> statement-breakpoint
ALTER TABLE "item_traits" ALTER COLUMN "token_number" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "item_traits_in_order" ON "item_traits" USING btree ("token_address","trait_type","value","token_number","token_id");
