-- the instant the demo data was generated for: a demo restarted on its database replays the same
-- history on its chain, block for block, so the indexed chain facts are kept instead of read again
CREATE TABLE "demo_instant" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "instant" timestamp with time zone NOT NULL
);
