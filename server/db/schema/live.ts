import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The outbox of live pages (migration 0025): triggers on the changed tables write one row per
 * change, in the change's transaction. `tx` is the writer's transaction id; events go out in
 * (tx, id) order once no older transaction is running. `account` is set for an event only that
 * member may see (their balance); null for everyone.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    topic: text('topic').notNull(),
    account: text('account'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_events_position').on(table.tx, table.id), index('live_events_created').on(table.createdAt)],
)

/** One row: the last position the sweep removed. A stream resuming from before it resyncs. */
export const liveEventHorizon = pgTable('live_event_horizon', {
  id: integer('id').primaryKey(),
  tx: bigint('tx', { mode: 'number' }).notNull(),
  eventId: bigint('event_id', { mode: 'number' }).notNull(),
})
