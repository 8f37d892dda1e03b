import { and, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { loginNonces, sessions, socialPendingLinks, socialSignIns, uploads } from '../db/schema'
import { sweepLiveEvents } from '../live/outbox'
import { settleExpiredClaims, type SettlementChain } from '../modules/swaps/claimSettlement'
import type { Logger } from '../ops/log'

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
  /** claim signatures released: the vault never honoured them and no longer can */
  claims: number
  /** claims the vault paid that nobody had verified, booked by this sweep */
  claimsBooked: number
  /** expired claim signatures kept: the chain could not be asked (or none is configured) */
  claimsKept: number
  /** live events past the outbox's retention */
  liveEvents: number
}

/**
 * Removes what can no longer be used: login messages past their deadline (used or not), sessions
 * past their expiry, uploaded images no member's profile shows any more, X and Discord sign-ins and
 * verified identities past their time; live events past the outbox's retention; and claim signatures a day past their deadline, each settled
 * with the vault first (see settleExpiredClaims): one it paid is booked, one it never honoured is
 * released, and without a chain that answers none is released. Verified claims stay, they are the
 * member's history.
 */
export async function sweepExpired(
  db: Db,
  now = new Date(),
  chain?: SettlementChain,
  log?: Pick<Logger, 'warn'>,
): Promise<Swept> {
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
  const claims = await settleExpiredClaims(db, chain, now, log)
  const liveEvents = await sweepLiveEvents(db, now)
  return {
    nonces: nonces.length,
    sessions: expired.length,
    uploads: orphans.length,
    signIns: signIns.length,
    pendingLinks: pendingLinks.length,
    claims: claims.released,
    claimsBooked: claims.booked,
    claimsKept: claims.kept,
    liveEvents,
  }
}

/** Sweeps now and then every interval until stopped; a failed sweep is logged and retried next time. */
export function startSweeping(
  db: Db,
  { chain, log, intervalMs = SWEEP_INTERVAL_MS }: { chain?: SettlementChain; log?: Logger; intervalMs?: number } = {},
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    running = sweepExpired(db, new Date(), chain, log).catch((error: unknown) =>
      log ? log.error({ err: error }, 'sweep failed') : console.error('sweep failed:', error),
    )
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
