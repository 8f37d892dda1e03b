-- an item's traits as `type U+001F value` keys (the values as text, as `item_traits` holds them):
-- a page's trait filter tests them by array overlap, which the planner estimates from the keys'
-- element statistics, where estimating JSON containment ran the test over a sample of whole lists
CREATE FUNCTION "koi_trait_keys"("traits" jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg((trait ->> 'trait_type') || chr(31) || (trait ->> 'value')), '{}')
  FROM jsonb_array_elements("traits") AS trait
$$;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "trait_keys" text[] GENERATED ALWAYS AS (koi_trait_keys(traits)) STORED NOT NULL;--> statement-breakpoint
ANALYZE "items";
