import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
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
import type { MetadataNotice, TokenEvent } from './decode.ts'
import { eventRow } from './eventRows.ts'
import { PRICE_SYMBOL } from './price.ts'
import type { BatchChanges, ListingState, PriorState } from './reduce.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Writer = Db | Tx

/** Rows per insert: far under PostgreSQL's 65,535 parameters whatever the table. */
const ROWS_PER_STATEMENT = 500

export function chunks<T>(rows: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = []
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size))
  return out
}

/** The collection one loop indexes, as its rows name it. */
export interface CollectionKey {
  chainId: number
  tokenAddress: string
}

/** What the tables hold now of the tokens a batch touches: the reducer's prior state. */
export async function loadPrior(db: Writer, tokenAddress: string, tokenIds: readonly string[]): Promise<PriorState> {
  const owners = new Map<string, string>()
  const listed = new Map<string, ListingState>()
  for (const ids of chunks(tokenIds)) {
    const owned = await db
      .select({ tokenId: items.tokenId, owner: items.owner })
      .from(items)
      .where(and(eq(items.tokenAddress, tokenAddress), inArray(items.tokenId, ids)))
    for (const row of owned) owners.set(row.tokenId, row.owner)
    const rows = await db
      .select({
        tokenId: listings.tokenId,
        seller: listings.seller,
        price: listings.price,
        listedAt: listings.listedAt,
      })
      .from(listings)
      .where(and(eq(listings.tokenAddress, tokenAddress), inArray(listings.tokenId, ids)))
    for (const row of rows)
      listed.set(row.tokenId, { seller: row.seller as `0x${string}`, price: row.price, listedAt: row.listedAt })
  }
  return { owners, listings: listed }
}

/** An item before its metadata arrives: empty fields, which the pages show as not available yet. */
const emptyItem = (tokenAddress: string, tokenId: string, owner: string) => ({
  tokenAddress,
  tokenId,
  tokenNumber: Number(tokenId),
  name: '',
  description: '',
  image: '',
  thumbnail: '',
  mediaUri: '',
  mediaMime: '',
  traits: [],
  owner,
  rarityRank: 0,
})

/** Writes the owners and listings a reduction ends with (the items' and listings' rows). */
export async function writeTokenState(
  tx: Tx,
  tokenAddress: string,
  changes: Pick<BatchChanges, 'owners' | 'minted' | 'listings'>,
): Promise<void> {
  const burned = [...changes.owners].filter(([, owner]) => owner === null).map(([tokenId]) => tokenId)
  for (const ids of chunks(burned)) {
    for (const table of [items, itemTraits, itemMetadata, metadataQueue] as const) {
      await tx.delete(table).where(and(eq(table.tokenAddress, tokenAddress), inArray(table.tokenId, ids)))
    }
  }
  const minted = [...changes.minted].map((tokenId) =>
    emptyItem(tokenAddress, tokenId, changes.owners.get(tokenId) ?? ''),
  )
  for (const rows of chunks(minted)) {
    await tx
      .insert(items)
      .values(rows)
      .onConflictDoUpdate({
        target: [items.tokenAddress, items.tokenId],
        set: { owner: sql`excluded.owner` },
      })
    await tx
      .insert(metadataQueue)
      .values(rows.map(({ tokenId }) => ({ tokenAddress, tokenId, nextAt: new Date() })))
      .onConflictDoNothing()
  }
  // owners grouped so that a batch moving many tokens to one account is one statement
  const byOwner = new Map<string, string[]>()
  for (const [tokenId, owner] of changes.owners) {
    if (owner === null || changes.minted.has(tokenId)) continue
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), tokenId])
  }
  for (const [owner, tokenIds] of byOwner) {
    for (const ids of chunks(tokenIds)) {
      await tx
        .update(items)
        .set({ owner })
        .where(and(eq(items.tokenAddress, tokenAddress), inArray(items.tokenId, ids), sql`${items.owner} <> ${owner}`))
    }
  }
  const ended = [...changes.listings].filter(([, listing]) => listing === null).map(([tokenId]) => tokenId)
  for (const ids of chunks(ended)) {
    await tx.delete(listings).where(and(eq(listings.tokenAddress, tokenAddress), inArray(listings.tokenId, ids)))
  }
  const listed = [...changes.listings].flatMap(([tokenId, listing]) =>
    listing ? [{ tokenAddress, tokenId, symbol: PRICE_SYMBOL, ...listing }] : [],
  )
  for (const rows of chunks(listed)) {
    await tx
      .insert(listings)
      .values(rows)
      .onConflictDoUpdate({
        target: [listings.tokenAddress, listings.tokenId],
        set: { price: sql`excluded.price`, seller: sql`excluded.seller`, listedAt: sql`excluded.listed_at` },
      })
  }
  if (burned.length > 0 || minted.length > 0) await recountSupply(tx, tokenAddress)
}

/** Total supply: the items that exist (minted and not burned). */
export async function recountSupply(tx: Tx, tokenAddress: string): Promise<void> {
  const [row] = await tx.select({ items: count() }).from(items).where(eq(items.tokenAddress, tokenAddress))
  await tx
    .update(collections)
    .set({ totalSupply: row?.items ?? 0 })
    .where(eq(collections.tokenAddress, tokenAddress))
}

export interface Batch {
  key: CollectionKey
  events: readonly TokenEvent[]
  metadata: readonly MetadataNotice[]
  changes: BatchChanges
  /** Hashes of the batch's blocks worth keeping (its last one, and those with events). */
  blocks: readonly { number: number; hash: string }[]
  checkpoint: { lastBlock: number; lastHash: string; headBlock: number }
  reorgWindow: number
}

/** Writes one batch and its checkpoint in one transaction: all of it is there after a crash, or none. */
export async function writeBatch(db: Db, batch: Batch): Promise<void> {
  const { key, changes } = batch
  const { tokenAddress } = key
  await db.transaction(async (tx) => {
    // kept so that a reorg can take them back
    for (const events of chunks(batch.events)) {
      await tx
        .insert(chainEvents)
        .values(events.map((event) => eventRow(key, event)))
        .onConflictDoNothing()
    }
    await writeTokenState(tx, tokenAddress, changes)
    for (const rows of chunks(changes.transfers)) {
      await tx.insert(transfers).values(rows.map((row) => ({ tokenAddress, ...row })))
    }
    for (const rows of chunks(changes.sales)) {
      await tx.insert(sales).values(rows.map((row) => ({ tokenAddress, ...row })))
    }
    for (const notice of batch.metadata) {
      // ERC-4906: every existing item in the range is read again (new ones are queued already)
      await tx.execute(sql`
        insert into ${metadataQueue} (token_address, token_id, attempts, next_at)
        select token_address, token_id, 0, now() from ${items}
        where token_address = ${tokenAddress}
          and token_number between ${Number(notice.fromTokenId)} and ${Number(notice.toTokenId)}
        on conflict (token_address, token_id) do update set attempts = 0, next_at = now(), last_error = null`)
    }
    await writeBlocks(tx, key, batch.blocks, batch.checkpoint.lastBlock, batch.reorgWindow)
    await tx
      .update(indexerCheckpoints)
      .set({ ...batch.checkpoint, updatedAt: new Date() })
      .where(and(eq(indexerCheckpoints.chainId, key.chainId), eq(indexerCheckpoints.tokenAddress, tokenAddress)))
  })
}

async function writeBlocks(
  tx: Tx,
  key: CollectionKey,
  blocks: readonly { number: number; hash: string }[],
  lastBlock: number,
  window: number,
): Promise<void> {
  const ofCollection = and(eq(indexerBlocks.chainId, key.chainId), eq(indexerBlocks.tokenAddress, key.tokenAddress))
  const recent = blocks.filter((block) => block.number > lastBlock - window)
  if (recent.length > 0) {
    await tx
      .insert(indexerBlocks)
      .values(recent.map((block) => ({ ...key, ...block })))
      .onConflictDoUpdate({
        target: [indexerBlocks.chainId, indexerBlocks.tokenAddress, indexerBlocks.number],
        set: { hash: sql`excluded.hash` },
      })
  }
  await tx.delete(indexerBlocks).where(and(ofCollection, lte(indexerBlocks.number, lastBlock - window)))
  // a block above the checkpoint is left from a batch a reorg took back
  await tx.delete(indexerBlocks).where(and(ofCollection, gt(indexerBlocks.number, lastBlock)))
}
