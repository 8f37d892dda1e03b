-- each gallery and contest picture's size, so a page lays its tile out before the picture arrives;
-- rows from before stay null (the page learns their size when the picture loads)
ALTER TABLE "fan_art" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "fan_art" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "game_gallery" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "game_gallery" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "artist_submissions" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "artist_submissions" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "art_pieces" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "art_pieces" ADD COLUMN "height" integer;
