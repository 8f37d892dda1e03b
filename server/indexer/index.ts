import type { PublicClient } from 'viem'
import type { Registry } from 'prom-client'
import type { Database } from '../db/connect.ts'
import type { Logger } from '../ops/log.ts'
import { indexerClient } from './client.ts'
import { startCollectionLoop } from './collectionLoop.ts'
import { elect } from './election.ts'
import { indexerMetrics } from './metrics.ts'
import { startMetadataWorker } from './metadata/worker.ts'
import { indexingProgress, type IndexingProgress } from './progress.ts'
import type { IndexerSettings } from './settings.ts'

export { readIndexerSettings, IndexerSettingsError, type IndexerSettings } from './settings.ts'
export { indexingProgress, type IndexingProgress } from './progress.ts'

export interface RunningIndexer {
  /** True while this process is the elected indexer. */
  isLeader(): boolean
  progress(tokenAddress: string): Promise<IndexingProgress | undefined>
  stop(): Promise<void>
}

/** How often a process that is not the indexer asks again whether it may be (its holder may have died). */
const ELECTION_RETRY_MS = 2_000

/**
 * Starts the indexer in this process: elected among the processes sharing the database, it follows
 * every configured collection and reads their metadata until stopped.
 */
export interface IndexerOptions {
  database: Database
  settings: IndexerSettings
  log: Logger
  registry: Registry
  client?: PublicClient
  /**
   * Starts indexing only once this settles (and not at all if it fails): the demo chain's restart,
   * whose checkpoints are at a block its replay has not reached yet.
   */
  after?: Promise<unknown>
}

export function startIndexer(options: IndexerOptions): RunningIndexer {
  const { after, ...now } = options
  if (!after) return startIndexerNow(now)
  let running: RunningIndexer | undefined
  let stopped = false
  const started = after.then(
    () => {
      if (!stopped) running = startIndexerNow(now)
    },
    () => {},
  )
  return {
    isLeader: () => running?.isLeader() ?? false,
    progress: (tokenAddress) => indexingProgress(options.database.db, tokenAddress),
    stop: async () => {
      stopped = true
      await started
      await running?.stop()
    },
  }
}

function startIndexerNow(options: Omit<IndexerOptions, 'after'>): RunningIndexer {
  const { database, settings, log } = options
  const client = options.client ?? indexerClient(settings)
  const metrics = indexerMetrics(options.registry)
  const context = { db: database.db, client, settings, log, metrics }
  const election = elect(
    database,
    () => {
      const stops = [
        ...settings.collections.map((collection) => startCollectionLoop(context, collection)),
        startMetadataWorker(context, { reader: options.client ?? indexerClient(settings, { batch: true }) }),
      ]
      return Promise.resolve(async () => {
        await Promise.all(stops.map((stop) => stop()))
      })
    },
    { retryMs: ELECTION_RETRY_MS, log },
  )
  return {
    isLeader: () => election.isLeader(),
    progress: (tokenAddress) => indexingProgress(database.db, tokenAddress),
    stop: () => election.stop(),
  }
}
