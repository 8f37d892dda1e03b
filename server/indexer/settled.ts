import { count, inArray } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import { metadataQueue } from '../db/schema/index.ts'
import { indexingProgress } from './progress.ts'

export interface IndexerState {
  /** every collection has a checkpoint that reached the head the indexer last saw */
  caughtUp: boolean
  /** the least indexed block and the head, over the collections */
  indexedBlock: number
  headBlock: number
  /** tokens whose metadata is still to be read (or read again) */
  metadataQueued: number
}

/** Where the indexer stands on `tokenAddresses`: what a start that serves indexed data waits for. */
export async function indexerState(db: Db, tokenAddresses: readonly string[]): Promise<IndexerState> {
  const progress = await Promise.all(tokenAddresses.map((address) => indexingProgress(db, address)))
  const [queued] = await db
    .select({ total: count() })
    .from(metadataQueue)
    .where(inArray(metadataQueue.tokenAddress, [...tokenAddresses]))
  const known = progress.filter((entry) => entry !== undefined)
  return {
    caughtUp: known.length === tokenAddresses.length && known.every((entry) => entry.caughtUp),
    indexedBlock: Math.min(...known.map((entry) => entry.indexedBlock), Number.MAX_SAFE_INTEGER),
    headBlock: Math.max(0, ...known.map((entry) => entry.headBlock)),
    metadataQueued: queued?.total ?? 0,
  }
}
