import { and, asc, desc, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { liveEventHorizon, liveEvents } from '../db/schema'
import type { Position } from './position'

/** How long the outbox keeps an event: a page away longer than this resyncs instead of catching up. */
export const LIVE_RETENTION_MS = 60 * 60_000

export interface OutboxEvent {
  position: Position
  topic: string
  /** The only member who may see it; null for everyone. */
  account: string | null
  payload: Record<string, unknown>
}

const after = (position: Position) => sql`(${liveEvents.tx}, ${liveEvents.id}) > (${position.tx}, ${position.id})`
// a transaction still running below this id may yet commit events before the ones read now
const settled = sql`${liveEvents.tx} < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`

/** The events after `position` that no running transaction can precede any more, in order. */
export async function readAfter(db: Db, position: Position, limit: number): Promise<OutboxEvent[]> {
  const rows = await db
    .select({
      tx: liveEvents.tx,
      id: liveEvents.id,
      topic: liveEvents.topic,
      account: liveEvents.account,
      payload: liveEvents.payload,
    })
    .from(liveEvents)
    .where(and(after(position), settled))
    .orderBy(asc(liveEvents.tx), asc(liveEvents.id))
    .limit(limit)
  return rows.map(({ tx, id, ...rest }) => ({ position: { tx, id }, ...rest }))
}

/** Whether events after `position` exist that are not settled yet (a transaction below them runs). */
export async function hasUnsettledAfter(db: Db, position: Position): Promise<boolean> {
  const [row] = await db.select({ id: liveEvents.id }).from(liveEvents).where(after(position)).limit(1)
  return row !== undefined
}

/** The last settled event's position, or the sweep's horizon when there is none. */
export async function settledHead(db: Db): Promise<Position> {
  const [last] = await db
    .select({ tx: liveEvents.tx, id: liveEvents.id })
    .from(liveEvents)
    .where(settled)
    .orderBy(desc(liveEvents.tx), desc(liveEvents.id))
    .limit(1)
  return last ?? (await horizon(db))
}

/** The last position the sweep removed: events up to it are gone. */
export async function horizon(db: Db): Promise<Position> {
  const [row] = await db
    .select({ tx: liveEventHorizon.tx, id: liveEventHorizon.eventId })
    .from(liveEventHorizon)
    .where(eq(liveEventHorizon.id, 1))
  return row ?? { tx: 0, id: 0 }
}

/**
 * Removes the events older than the retention, in one transaction with the horizon moved to the
 * last one removed. Events are removed in position order up to the newest old one, so the horizon
 * tells exactly which positions are gone.
 */
export async function sweepLiveEvents(db: Db, now = new Date(), retentionMs = LIVE_RETENTION_MS): Promise<number> {
  return db.transaction(async (tx) => {
    const [newest] = await tx
      .select({ tx: liveEvents.tx, id: liveEvents.id })
      .from(liveEvents)
      .where(lte(liveEvents.createdAt, new Date(now.getTime() - retentionMs)))
      .orderBy(desc(liveEvents.tx), desc(liveEvents.id))
      .limit(1)
    if (!newest) return 0
    const removed = await tx
      .delete(liveEvents)
      .where(sql`(${liveEvents.tx}, ${liveEvents.id}) <= (${newest.tx}, ${newest.id})`)
      .returning({ id: liveEvents.id })
    await tx
      .update(liveEventHorizon)
      .set({ tx: newest.tx, eventId: newest.id })
      .where(
        and(
          eq(liveEventHorizon.id, 1),
          sql`(${liveEventHorizon.tx}, ${liveEventHorizon.eventId}) < (${newest.tx}, ${newest.id})`,
        ),
      )
    return removed.length
  })
}
