-- a release names who let the piece go, so that member's other pages read their status again
CREATE OR REPLACE FUNCTION "koi_live_art_claim"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."released_at" IS NULL THEN
    PERFORM "koi_live_event"('art.claim', NULL, jsonb_build_object('pieceId', NEW."piece_id", 'status', 'claimed', 'claimedBy', NEW."account", 'releasedBy', NULL));
  ELSIF TG_OP = 'UPDATE' AND OLD."released_at" IS NULL AND NEW."released_at" IS NOT NULL THEN
    PERFORM "koi_live_event"('art.claim', NULL, jsonb_build_object('pieceId', NEW."piece_id", 'status', 'released', 'claimedBy', NULL, 'releasedBy', OLD."account"));
  END IF;
  RETURN NULL;
END
$$;
