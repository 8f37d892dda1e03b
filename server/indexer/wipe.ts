import { and, eq } from 'drizzle-orm'
import {
  chainEvents,
  collections,
  indexerBlocks,
  indexerCheckpoints,
  itemMetadata,
  items,
  itemTraits,
  listings,
  metadataQueue,
  sales,
  transfers,
} from '../db/schema/index.ts'
import type { Tx } from './store.ts'

/**
 * Deletes what the indexer learnt from the chain about one collection (items, traits, transfers,
 * sales, listings, its events, block hashes and checkpoint). The community's rows (reactions,
 * galleries, quests, reviews) are keyed by token address and id and stay: they meet the items again
 * once indexed. The kept counts (owners, traits, sales hours) follow through their triggers.
 */
export async function wipeChainFacts(tx: Tx, tokenAddress: string, options: { dropCollection?: boolean } = {}) {
  for (const table of [items, itemTraits, itemMetadata, metadataQueue, transfers, sales, listings] as const) {
    await tx.delete(table).where(eq(table.tokenAddress, tokenAddress))
  }
  for (const table of [chainEvents, indexerBlocks, indexerCheckpoints] as const) {
    await tx.delete(table).where(eq(table.tokenAddress, tokenAddress))
  }
  if (options.dropCollection) await tx.delete(collections).where(eq(collections.tokenAddress, tokenAddress))
  else await tx.update(collections).set({ totalSupply: 0 }).where(eq(collections.tokenAddress, tokenAddress))
}

/** The checkpoint of a collection, if it was indexed before. */
export async function readCheckpoint(tx: Pick<Tx, 'select'>, chainId: number, tokenAddress: string) {
  const [row] = await tx
    .select()
    .from(indexerCheckpoints)
    .where(and(eq(indexerCheckpoints.chainId, chainId), eq(indexerCheckpoints.tokenAddress, tokenAddress)))
  return row
}
