import { and, eq } from 'drizzle-orm'
import type { Address, Hex, PublicClient } from 'viem'
import type { Db } from '../db/connect.ts'
import { indexerCheckpoints } from '../db/schema/index.ts'
import { decodeLogs } from './decode.ts'
import type { GetLogs, RangeFetcher } from './fetchLogs.ts'
import { reduceEvents, touchedTokens } from './reduce.ts'
import { blockAt, commonAncestor, unwindTo } from './reorg.ts'
import type { IndexedCollection } from './settings.ts'
import { loadPrior, writeBatch, type CollectionKey } from './store.ts'
import { readCheckpoint } from './wipe.ts'

export interface SyncContext {
  db: Db
  client: PublicClient
  collection: IndexedCollection
  fetcher: RangeFetcher
  confirmations: number
  reorgWindow: number
  /** Asked between batches: a stopping indexer ends after the batch it is writing. */
  stopped(): boolean
  /** Told after each committed batch. */
  onBatch?(lastBlock: number, headBlock: number): void
}

export type SyncOutcome =
  | { kind: 'caught-up'; lastBlock: number; headBlock: number }
  | { kind: 'unwound'; ancestor: number; removedEvents: number }
  | { kind: 'reindex' }
  | { kind: 'stopped'; lastBlock: number }

/** The chain moved under a batch while it was read: it is read again at the next poll. */
export class ChainMovedError extends Error {
  constructor(block: bigint) {
    super(`block ${block} changed while its logs were read`)
    this.name = 'ChainMovedError'
  }
}

/** Blocks whose headers a batch reads at once: one by one, a backfill's range of 2,000 blocks took minutes. */
const HEADER_READS_AT_ONCE = 16

/** The headers of the blocks a batch's logs are in, read a few at a time. */
async function blockHeaders(client: PublicClient, numbers: bigint[]) {
  const headers = new Map<bigint, { hash: Hex; parentHash: Hex; timestamp: bigint }>()
  for (let start = 0; start < numbers.length; start += HEADER_READS_AT_ONCE) {
    const chunk = numbers.slice(start, start + HEADER_READS_AT_ONCE)
    const blocks = await Promise.all(chunk.map((number) => blockAt(client, Number(number))))
    blocks.forEach((block, index) => {
      const number = chunk[index] as bigint
      if (!block?.hash) throw new ChainMovedError(number)
      headers.set(number, block)
    })
  }
  return headers
}

/**
 * One poll of a collection: checks that the last indexed block is still on chain (unwinding a
 * reorg when it is not), then indexes batch after batch up to the head less the confirmations.
 */
export async function syncCollection(context: SyncContext): Promise<SyncOutcome> {
  const { db, client, collection } = context
  const key: CollectionKey = { chainId: collection.chainId, tokenAddress: collection.address }
  let checkpoint = await readCheckpoint(db, key.chainId, key.tokenAddress)
  if (!checkpoint) return { kind: 'reindex' }
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
  const target = head - context.confirmations
  await db
    .update(indexerCheckpoints)
    .set({ headBlock: head })
    .where(and(eq(indexerCheckpoints.chainId, key.chainId), eq(indexerCheckpoints.tokenAddress, key.tokenAddress)))

  if (checkpoint.lastBlock >= collection.deploymentBlock) {
    const last = await blockAt(client, checkpoint.lastBlock)
    if (last?.hash !== checkpoint.lastHash) {
      const ancestor = await commonAncestor(db, client, key)
      if (!ancestor) {
        // deeper than the kept blocks: the collection is indexed again from its deployment
        await db
          .delete(indexerCheckpoints)
          .where(
            and(eq(indexerCheckpoints.chainId, key.chainId), eq(indexerCheckpoints.tokenAddress, key.tokenAddress)),
          )
        return { kind: 'reindex' }
      }
      const { removedEvents } = await unwindTo(db, key, ancestor)
      return { kind: 'unwound', ancestor: ancestor.number, removedEvents }
    }
  }

  const addresses: Address[] = collection.market ? [collection.address, collection.market] : [collection.address]
  const getLogs: GetLogs = async (request) => await client.getLogs(request)
  while (checkpoint.lastBlock < target) {
    if (context.stopped()) return { kind: 'stopped', lastBlock: checkpoint.lastBlock }
    const fromBlock = BigInt(checkpoint.lastBlock + 1)
    const { toBlock, logs } = await context.fetcher.fetch(getLogs, addresses, fromBlock, BigInt(target))
    const numbers = new Set([fromBlock, toBlock, ...logs.map((log) => log.blockNumber)])
    const headers = await blockHeaders(client, [...numbers])
    // the batch must continue the indexed history and its logs belong to the blocks read now
    if (headers.get(fromBlock)?.parentHash !== checkpoint.lastHash) throw new ChainMovedError(fromBlock)
    for (const log of logs) {
      if (headers.get(log.blockNumber)?.hash !== log.blockHash) throw new ChainMovedError(log.blockNumber)
    }
    const times = new Map([...headers].map(([number, block]) => [number, new Date(Number(block.timestamp) * 1000)]))
    const decoded = decodeLogs(logs, { collection: collection.address, market: collection.market }, times)
    const prior = await loadPrior(db, key.tokenAddress, touchedTokens(decoded.events))
    const changes = reduceEvents(decoded.events, prior)
    const last = headers.get(toBlock)
    if (!last) throw new ChainMovedError(toBlock)
    const nextCheckpoint = { lastBlock: Number(toBlock), lastHash: last.hash, headBlock: head }
    await writeBatch(db, {
      key,
      events: decoded.events,
      metadata: decoded.metadata,
      changes,
      blocks: [...headers].map(([number, block]) => ({ number: Number(number), hash: block.hash })),
      checkpoint: nextCheckpoint,
      reorgWindow: context.reorgWindow,
    })
    checkpoint = { ...checkpoint, ...nextCheckpoint }
    context.onBatch?.(nextCheckpoint.lastBlock, head)
  }
  return { kind: 'caught-up', lastBlock: checkpoint.lastBlock, headBlock: head }
}
