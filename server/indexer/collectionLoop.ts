import { BaseError, type PublicClient } from 'viem'
import type { Db } from '../db/connect.ts'
import type { Logger } from '../ops/log.ts'
import { classifyRpcError, createRangeFetcher } from './fetchLogs.ts'
import type { IndexerMetrics } from './metrics.ts'
import { prepareCollection } from './prepare.ts'
import { BLOCKS_BETWEEN_STATISTICS, refreshStatistics } from './statistics.ts'
import type { IndexedCollection, IndexerSettings } from './settings.ts'
import { syncCollection } from './sync.ts'
import { wakeablePause } from './wakeablePause.ts'

export interface LoopContext {
  db: Db
  client: PublicClient
  settings: IndexerSettings
  log: Logger
  metrics: IndexerMetrics
}

/** Least time between two progress lines of one collection while it catches up. */
const PROGRESS_LOG_MS = 5_000

/** Longest wait between polls while the RPC or the database keeps failing. */
const MAX_FAILURE_WAIT_MS = 30_000

/**
 * Failures in a row logged as warnings before each further one is an error: a passing fault (the
 * chain moving under a batch, a node restarting) heals within them, while a batch that keeps
 * failing holds the collection where it is and must reach a log that shows errors only.
 */
export const FAILURES_BEFORE_ERROR = 3

/** What went wrong, in a line: viem's short message and details, without the request it repeats. */
export function failureReason(error: unknown): string {
  if (error instanceof BaseError) return [error.shortMessage, error.details].filter(Boolean).join(' ')
  return error instanceof Error ? error.message : String(error)
}

/**
 * Indexes one collection until stopped: prepares it (first start, or a chain started again), then
 * polls. Failures are logged and retried with a growing wait; the tables keep what was committed.
 */
export function startCollectionLoop(context: LoopContext, collection: IndexedCollection): () => Promise<void> {
  const { db, client, settings, log, metrics } = context
  let stopped = false
  const { pause, wake } = wakeablePause()
  const fetcher = createRangeFetcher({
    maxRange: settings.maxBlockRange,
    onRpcError: (failure) => metrics.rpcErrors.inc({ kind: failure }),
  })
  const label = { collection: collection.address }
  const where = { collection: collection.slug, address: collection.address }
  let loggedAt = 0
  let behind = true
  /** Blocks indexed since the planner's statistics were last refreshed, and the last block indexed. */
  let unanalyzed = 0
  let indexedTo: number | undefined
  const progress = (lastBlock: number, headBlock: number) => {
    unanalyzed += Math.max(0, lastBlock - (indexedTo ?? lastBlock))
    indexedTo = lastBlock
    metrics.indexedBlock.set(label, lastBlock)
    metrics.lagBlocks.set(label, Math.max(0, headBlock - lastBlock))
    // "block N of M" in the log while it catches up, at most every few seconds, and once caught up
    const caughtUp = lastBlock >= headBlock
    if (caughtUp ? !behind : Date.now() - loggedAt < PROGRESS_LOG_MS) return
    behind = !caughtUp
    loggedAt = Date.now()
    log.info({ ...where, block: lastBlock, head: headBlock }, `indexer: block ${lastBlock} of ${headBlock}`)
  }

  const running = (async () => {
    const chainId = await client.getChainId().catch(() => undefined)
    if (chainId !== undefined && chainId !== collection.chainId) {
      log.error({ ...where, chainId, expected: collection.chainId }, 'indexer: the RPC serves another chain')
      return
    }
    let prepared = false
    let failures = 0
    while (!stopped) {
      try {
        if (!prepared) {
          const { wiped, checkpoint } = await prepareCollection(db, client, collection)
          prepared = true
          indexedTo = checkpoint.lastBlock
          log.info({ ...where, fromBlock: checkpoint.lastBlock + 1, wiped }, 'indexer: collection ready')
        }
        const outcome = await syncCollection({
          db,
          client,
          collection,
          fetcher,
          confirmations: settings.confirmations,
          reorgWindow: settings.reorgWindow,
          stopped: () => stopped,
          onBatch: progress,
        })
        failures = 0
        if (outcome.kind === 'reindex') {
          log.warn(where, 'indexer: indexing the collection again from its deployment')
          prepared = false
          continue
        }
        if (outcome.kind === 'unwound') {
          log.warn({ ...where, ...outcome }, 'indexer: reorg unwound')
          continue
        }
        if (outcome.kind === 'caught-up') {
          metrics.indexedBlock.set(label, outcome.lastBlock)
          metrics.lagBlocks.set(label, Math.max(0, outcome.headBlock - outcome.lastBlock))
          // a backfill (or a long absence) wrote many rows: the pages' queries are planned on them
          if (unanalyzed >= BLOCKS_BETWEEN_STATISTICS) {
            unanalyzed = 0
            await refreshStatistics(db)
          }
        }
      } catch (error) {
        failures += 1
        if (classifyRpcError(error) === 'unreachable') metrics.rpcErrors.inc({ kind: 'unreachable' })
        const line = { ...where, failures, reason: failureReason(error), err: error }
        if (failures >= FAILURES_BEFORE_ERROR) {
          log.error(line, `indexer: ${collection.slug} failed ${failures} times in a row; trying again`)
        } else log.warn(line, 'indexer: poll failed; trying again')
      }
      if (!stopped)
        await pause(failures ? Math.min(MAX_FAILURE_WAIT_MS, settings.pollMs * 2 ** failures) : settings.pollMs)
    }
  })()

  return async () => {
    stopped = true
    wake()
    await running
  }
}
