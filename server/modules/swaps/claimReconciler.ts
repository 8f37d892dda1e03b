import { eq } from 'drizzle-orm'
import { CLAIM_LOG_CHUNK, type ChainReader, type OnChainClaim } from '../../chain'
import type { Db } from '../../db/connect'
import { claimVaultCheckpoints } from '../../db/schema'
import { HttpError } from '../../http/errors'
import type { Logger } from '../../ops/log'
import type { SwapChain } from './chain'
import { isClaimBooked, recordVerifiedClaim } from './claimRecord'

/** How often a running server reads the vault's new Claimed events. */
export const RECONCILE_INTERVAL_MS = 60_000
/** Log queries one run makes at most; a long way behind, the reconciler catches up over several runs. */
export const RECONCILE_CHUNKS_PER_RUN = 10
/**
 * Blocks left unread behind the latest: a claim is booked once it is this deep, so a short reorg
 * does not book a claim its chain then drops. (A verification books at once: the member asked.)
 */
export const RECONCILE_CONFIRMATIONS = 3n

/** What reconciling needs of the chain: the vault's contracts and three reads. */
export type ReconcileChain = Pick<SwapChain, 'contracts'> & {
  reader: Pick<ChainReader, 'fromBlock' | 'latestBlock' | 'claimsBetween'>
}

export interface ReconcileOptions {
  /** blocks per log query (CLAIM_LOG_CHUNK by default) */
  chunk?: bigint
  maxChunks?: number
  confirmations?: bigint
  log?: Pick<Logger, 'warn' | 'info'>
}

export interface Reconciled {
  /** Claimed events read */
  seen: number
  /** of them, claims booked by this run (the others were booked already, or are no signature of ours) */
  booked: number
  /** the next block to read */
  nextBlock: bigint
}

/**
 * Books the claims the vault paid that nobody verified (a claim sent from another tab, a script):
 * follows the vault's Claimed events from its checkpoint (at first CHAIN_FROM_BLOCK), one chunk of
 * blocks at a time, each chunk's bookings and the checkpoint past it in one transaction. Booking is
 * recordVerifiedClaim's, exactly once per transaction whoever sees the claim first. Several server
 * processes may run it at once: a chunk is written only if the checkpoint still says where its
 * reader started, so one process books it and the others stop for this run.
 */
export async function reconcileClaims(
  db: Db,
  chain: ReconcileChain,
  {
    chunk = CLAIM_LOG_CHUNK,
    maxChunks = RECONCILE_CHUNKS_PER_RUN,
    confirmations = RECONCILE_CONFIRMATIONS,
    log,
  }: ReconcileOptions = {},
): Promise<Reconciled> {
  const vault = chain.contracts.claimVault.toLowerCase()
  const firstBlock = chain.reader.fromBlock
  await db.insert(claimVaultCheckpoints).values({ vault, nextBlock: firstBlock }).onConflictDoNothing()
  const [checkpoint] = await db
    .select({ nextBlock: claimVaultCheckpoints.nextBlock })
    .from(claimVaultCheckpoints)
    .where(eq(claimVaultCheckpoints.vault, vault))
  let stored = checkpoint?.nextBlock ?? firstBlock
  // CHAIN_FROM_BLOCK raised since: nothing before it is read
  let next = stored > firstBlock ? stored : firstBlock
  const head = (await chain.reader.latestBlock()).number - confirmations
  const result: Reconciled = { seen: 0, booked: 0, nextBlock: next }

  for (let read = 0; read < maxChunks && next <= head; read++) {
    const toBlock = next + chunk - 1n < head ? next + chunk - 1n : head
    // read before the transaction: no database connection waits on the chain
    const claims = await chain.reader.claimsBetween({ fromBlock: next, toBlock })
    const expected = stored
    const booked = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ nextBlock: claimVaultCheckpoints.nextBlock })
        .from(claimVaultCheckpoints)
        .where(eq(claimVaultCheckpoints.vault, vault))
        .for('update')
      if (current?.nextBlock !== expected) return null
      let count = 0
      for (const claim of claims) if (await bookClaim(tx, chain, claim, log)) count++
      await tx
        .update(claimVaultCheckpoints)
        .set({ nextBlock: toBlock + 1n, updatedAt: new Date() })
        .where(eq(claimVaultCheckpoints.vault, vault))
      return count
    })
    // another process read these blocks first and moved the checkpoint
    if (booked === null) break
    result.seen += claims.length
    result.booked += booked
    stored = next = result.nextBlock = toBlock + 1n
  }
  return result
}

/** Books one Claimed event; one that matches no signature of ours is logged and left. */
async function bookClaim(
  tx: Db,
  chain: ReconcileChain,
  claim: OnChainClaim,
  log?: Pick<Logger, 'warn' | 'info'>,
): Promise<boolean> {
  const about = { account: claim.account, nonce: claim.nonce.toString(), txHash: claim.txHash }
  try {
    const booked = await recordVerifiedClaim(tx, chain.contracts, claim.account, claim)
    if (!booked && !(await isClaimBooked(tx, claim.txHash)))
      log?.info(about, 'claim reconciler: a claim the vault paid for no signature of ours, not booked')
    return booked
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    // the balance does not cover it: its signature stays, reserved, for the sweep to try again
    log?.warn({ ...about, reason: error.message }, 'claim reconciler: paid claim not booked')
    return false
  }
}

/** Reconciles now and then every interval until stopped; a failed run is logged and retried next time. */
export function startReconciling(
  db: Db,
  chain: ReconcileChain,
  { log, intervalMs = RECONCILE_INTERVAL_MS }: { log?: Logger; intervalMs?: number } = {},
): () => Promise<void> {
  let running: Promise<unknown> | null = null
  const run = () => {
    // a run still reading a long way behind is not joined by another
    if (running) return
    running = reconcileClaims(db, chain, { log })
      .catch((error: unknown) => log?.warn({ err: error }, 'claim reconciler: run failed, retried next time'))
      .finally(() => {
        running = null
      })
  }
  run()
  const timer = setInterval(run, intervalMs)
  timer.unref()
  // stopping waits for a run in progress, so the database is not closed under it
  return async () => {
    clearInterval(timer)
    await running
  }
}
