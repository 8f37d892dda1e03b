import { and, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { loginNonces, sessions, uploads } from '../db/schema'

/** How often a running server sweeps. */
export const SWEEP_INTERVAL_MS = 15 * 60_000
/** An upload no profile points to is kept this long (a save in flight), then removed. */
const ORPHAN_GRACE_MS = 60 * 60_000

export interface Swept {
  nonces: number
  sessions: number
  uploads: number
}

/**
 * Removes what can no longer be used: login messages past their deadline (used or not), sessions
 * past their expiry, and uploaded images no member's profile shows any more.
 */
export async function sweepExpired(db: Db, now = new Date()): Promise<Swept> {
  const nonces = await db
    .delete(loginNonces)
    .where(lt(loginNonces.deadline, now))
    .returning({ nonce: loginNonces.nonce })
  const expired = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ tokenHash: sessions.tokenHash })
  const orphans = await db
    .delete(uploads)
    .where(
      and(
        lt(uploads.createdAt, new Date(now.getTime() - ORPHAN_GRACE_MS)),
        sql`not exists (select 1 from members m where m.image like '%/uploads/' || ${uploads.id}
          or m.banner_image like '%/uploads/' || ${uploads.id})`,
      ),
    )
    .returning({ id: uploads.id })
  return { nonces: nonces.length, sessions: expired.length, uploads: orphans.length }
}

/** Sweeps now and then every interval until stopped; a failed sweep is logged and retried next time. */
export function startSweeping(db: Db, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    running = sweepExpired(db).catch((error: unknown) => console.error('sweep failed:', error))
  }
  run()
  const timer = setInterval(run, intervalMs)
  timer.unref()
  // stopping waits for a sweep in progress, so the database is not closed under it
  return async () => {
    clearInterval(timer)
    await running
  }
}
