-- the counts were kept under the filter's whole text, which a long filter made larger than a btree
-- row may be; they are kept under its sha256 from now on, so the ones there are counted again
DELETE FROM "item_counts";--> statement-breakpoint
ALTER TABLE "item_counts" ADD CONSTRAINT "item_counts_filter_is_a_hash" CHECK (octet_length("filter") = 64);--> statement-breakpoint
-- the order counts were made in: the oldest of a collection go first past its bound
ALTER TABLE "item_counts" ADD COLUMN "counted" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "item_counts_token_address_counted" ON "item_counts" USING btree ("token_address","counted");
