import { and, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { loginNonces, sessions, socialPendingLinks, socialSignIns, swapClaims, uploads } from '../db/schema'
import { PENDING_CLAIM_GRACE_S } from '../modules/swaps/reservations'

/** How often a running server sweeps. */
export const SWEEP_INTERVAL_MS = 15 * 60_000
/** An upload no profile points to is kept this long (a save in flight), then removed. */
const ORPHAN_GRACE_MS = 60 * 60_000

export interface Swept {
  nonces: number
  sessions: number
  uploads: number
  signIns: number
  pendingLinks: number
  claims: number
}

/**
 * Removes what can no longer be used: login messages past their deadline (used or not), sessions
 * past their expiry, uploaded images no member's profile shows any more, X and Discord sign-ins and
 * verified identities past their time, and claim signatures never claimed a day past their deadline
 * (the vault refuses them after it; verified claims stay, they are the member's history).
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
  const signIns = await db
    .delete(socialSignIns)
    .where(lt(socialSignIns.expiresAt, now))
    .returning({ state: socialSignIns.state })
  const pendingLinks = await db
    .delete(socialPendingLinks)
    .where(lt(socialPendingLinks.expiresAt, now))
    .returning({ provider: socialPendingLinks.provider })
  const claims = await db
    .delete(swapClaims)
    .where(
      and(
        isNull(swapClaims.verifiedAt),
        lt(swapClaims.deadline, Math.floor(now.getTime() / 1000) - PENDING_CLAIM_GRACE_S),
      ),
    )
    .returning({ id: swapClaims.id })
  return {
    nonces: nonces.length,
    sessions: expired.length,
    uploads: orphans.length,
    signIns: signIns.length,
    pendingLinks: pendingLinks.length,
    claims: claims.length,
  }
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
