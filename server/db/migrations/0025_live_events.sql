-- The outbox of live pages: each change a page shows live writes its event here, in the transaction
-- of the change, from a trigger on the changed table (whoever writes: a call, the indexer, psql).
-- `tx` is the writing transaction's id: events are read in (tx, id) order and only once every
-- transaction below the oldest one running has ended, so one that commits late is never skipped.
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"topic" text NOT NULL,
	"account" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "live_events_position" ON "live_events" USING btree ("tx","id");--> statement-breakpoint
CREATE INDEX "live_events_created" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- the last position the sweep removed: a stream resuming from before it has lost events and resyncs
CREATE TABLE "live_event_horizon" (
	"id" integer PRIMARY KEY NOT NULL,
	"tx" bigint NOT NULL,
	"event_id" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "live_event_horizon" ("id", "tx", "event_id") VALUES (1, 0, 0);--> statement-breakpoint
-- one notice per statement that wrote events: each process then reads what follows its last position
CREATE TRIGGER "live_events_changed" AFTER INSERT ON "live_events" FOR EACH STATEMENT EXECUTE FUNCTION "koi_notify_change"();--> statement-breakpoint
-- the demo seed writes thousands of rows nobody is watching yet: it sets koi.live_events to off
CREATE OR REPLACE FUNCTION "koi_live_event"("p_topic" text, "p_account" text, "p_payload" jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('koi.live_events', true), '') = 'off' THEN
    RETURN;
  END IF;
  INSERT INTO "live_events" ("topic", "account", "payload") VALUES ("p_topic", "p_account", "p_payload");
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "koi_live_reaction_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."total" = NEW."total" THEN
    RETURN NULL;
  END IF;
  PERFORM "koi_live_event"('reaction.count', NULL, jsonb_build_object(
    'targetKind', NEW."target_kind", 'targetId', NEW."target_id", 'type', NEW."type", 'total', NEW."total"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "live_reaction_counts" AFTER INSERT OR UPDATE ON "reaction_counts" FOR EACH ROW EXECUTE FUNCTION "koi_live_reaction_count"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "koi_live_art_claim"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."released_at" IS NULL THEN
    PERFORM "koi_live_event"('art.claim', NULL, jsonb_build_object('pieceId', NEW."piece_id", 'status', 'claimed', 'claimedBy', NEW."account"));
  ELSIF TG_OP = 'UPDATE' AND OLD."released_at" IS NULL AND NEW."released_at" IS NOT NULL THEN
    PERFORM "koi_live_event"('art.claim', NULL, jsonb_build_object('pieceId', NEW."piece_id", 'status', 'released', 'claimedBy', NULL));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "live_art_claims" AFTER INSERT OR UPDATE ON "art_claims" FOR EACH ROW EXECUTE FUNCTION "koi_live_art_claim"();--> statement-breakpoint
-- a member's balance is theirs alone: the event names the account, and only its streams get it
CREATE OR REPLACE FUNCTION "koi_live_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."coin_balance" = NEW."coin_balance" THEN
    RETURN NULL;
  END IF;
  PERFORM "koi_live_event"('member.balance', NEW."account", jsonb_build_object('account', NEW."account", 'balance', NEW."coin_balance"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "live_balances" AFTER INSERT OR UPDATE OF "coin_balance" ON "members" FOR EACH ROW EXECUTE FUNCTION "koi_live_balance"();--> statement-breakpoint
-- lists move as a whole: one event per statement, and the pages refetch what they show
CREATE OR REPLACE FUNCTION "koi_live_list"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'leaderboard' THEN
    PERFORM "koi_live_event"('leaderboard.changed', NULL, '{}'::jsonb);
  ELSE
    PERFORM "koi_live_event"('gallery.posts', NULL, jsonb_build_object('gallery', TG_ARGV[0]));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "live_leaderboard" AFTER INSERT OR UPDATE OR DELETE ON "leaderboard" FOR EACH STATEMENT EXECUTE FUNCTION "koi_live_list"('leaderboard');--> statement-breakpoint
CREATE TRIGGER "live_fan_art_posts" AFTER INSERT OR DELETE OR UPDATE OF "disabled" ON "fan_art" FOR EACH STATEMENT EXECUTE FUNCTION "koi_live_list"('fan_art');--> statement-breakpoint
CREATE TRIGGER "live_game_posts" AFTER INSERT OR DELETE OR UPDATE OF "disabled" ON "game_gallery" FOR EACH STATEMENT EXECUTE FUNCTION "koi_live_list"('game');--> statement-breakpoint
CREATE TRIGGER "live_artist_posts" AFTER INSERT OR DELETE OR UPDATE OF "disabled" ON "artist_submissions" FOR EACH STATEMENT EXECUTE FUNCTION "koi_live_list"('artist_submission');
