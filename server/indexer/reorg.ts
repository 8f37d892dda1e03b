import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm'
import { BlockNotFoundError, type PublicClient } from 'viem'
import type { Db } from '../db/connect.ts'
import { chainEvents, indexerBlocks, indexerCheckpoints, items, sales, transfers } from '../db/schema/index.ts'
import { eventOfRow } from './eventRows.ts'
import { reduceEvents } from './reduce.ts'
import { chunks, writeTokenState, type CollectionKey } from './store.ts'

/** A block by number, or undefined when the chain does not reach it (any more). */
export async function blockAt(client: PublicClient, number: number) {
  try {
    return await client.getBlock({ blockNumber: BigInt(number) })
  } catch (error) {
    if (error instanceof BlockNotFoundError) return undefined
    throw error
  }
}

/**
 * The newest kept block whose hash the chain still has at its height: where the indexed history and
 * the chain agree. Undefined when none of the kept blocks does (a reorg deeper than the window).
 */
export async function commonAncestor(
  db: Db,
  client: PublicClient,
  key: CollectionKey,
): Promise<{ number: number; hash: string } | undefined> {
  const kept = await db
    .select({ number: indexerBlocks.number, hash: indexerBlocks.hash })
    .from(indexerBlocks)
    .where(and(eq(indexerBlocks.chainId, key.chainId), eq(indexerBlocks.tokenAddress, key.tokenAddress)))
    .orderBy(desc(indexerBlocks.number))
  for (const block of kept) {
    const onChain = await blockAt(client, block.number)
    if (onChain?.hash === block.hash) return block
  }
  return undefined
}

/**
 * Takes back every event above `ancestor` and what it changed: its transfers and sales are deleted,
 * and the owners and listings of the tokens it touched are recomputed by replaying the events that
 * remain for them. The checkpoint moves back to the ancestor, in the same transaction.
 */
export async function unwindTo(db: Db, key: CollectionKey, ancestor: { number: number; hash: string }) {
  const ofCollection = and(eq(chainEvents.chainId, key.chainId), eq(chainEvents.tokenAddress, key.tokenAddress))
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(chainEvents)
      .where(and(ofCollection, gt(chainEvents.blockNumber, ancestor.number)))
      .returning({ tokenId: chainEvents.tokenId, kind: chainEvents.kind, txHash: chainEvents.txHash })
    await tx
      .delete(transfers)
      .where(and(eq(transfers.tokenAddress, key.tokenAddress), gt(transfers.blockNumber, ancestor.number)))
    for (const sale of removed.filter((event) => event.kind === 'sold')) {
      await tx
        .delete(sales)
        .where(
          and(eq(sales.tokenAddress, key.tokenAddress), eq(sales.tokenId, sale.tokenId), eq(sales.txHash, sale.txHash)),
        )
    }
    const touched = [...new Set(removed.map((event) => event.tokenId))]
    for (const tokenIds of chunks(touched)) {
      const remaining = await tx
        .select()
        .from(chainEvents)
        .where(and(ofCollection, inArray(chainEvents.tokenId, tokenIds)))
        .orderBy(asc(chainEvents.blockNumber), asc(chainEvents.logIndex))
      const replayed = reduceEvents(remaining.map(eventOfRow), { owners: new Map(), listings: new Map() })
      const existing = await tx
        .select({ tokenId: items.tokenId })
        .from(items)
        .where(and(eq(items.tokenAddress, key.tokenAddress), inArray(items.tokenId, tokenIds)))
      const exists = new Set(existing.map((row) => row.tokenId))
      for (const tokenId of tokenIds) {
        // a token whose every transfer was taken back was never minted on this chain
        if (!replayed.owners.has(tokenId)) replayed.owners.set(tokenId, null)
        if (!replayed.listings.has(tokenId)) replayed.listings.set(tokenId, null)
      }
      replayed.minted = new Set([...replayed.minted].filter((tokenId) => !exists.has(tokenId)))
      await writeTokenState(tx, key.tokenAddress, replayed)
    }
    await tx
      .delete(indexerBlocks)
      .where(
        and(
          eq(indexerBlocks.chainId, key.chainId),
          eq(indexerBlocks.tokenAddress, key.tokenAddress),
          gt(indexerBlocks.number, ancestor.number),
        ),
      )
    await tx
      .update(indexerCheckpoints)
      .set({ lastBlock: ancestor.number, lastHash: ancestor.hash, updatedAt: new Date() })
      .where(and(eq(indexerCheckpoints.chainId, key.chainId), eq(indexerCheckpoints.tokenAddress, key.tokenAddress)))
    return { removedEvents: removed.length, touchedTokens: touched.length }
  })
}
