import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { itemMetadata, items, itemTraits, metadataQueue } from '../../db/schema/index.ts'
import type { NormalizedMetadata } from './normalize.ts'

/** Retries before an item's metadata is left alone (a month, until an ERC-4906 notice or a reindex). */
export const MAX_METADATA_ATTEMPTS = 8

/** Wait before retry `attempts`: 5 s doubled each time, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(3_600_000, 5_000 * 2 ** (attempts - 1))

export interface QueuedItem {
  tokenAddress: string
  tokenId: string
  attempts: number
}

export async function dueItems(db: Db, limit: number): Promise<QueuedItem[]> {
  return db
    .select({
      tokenAddress: metadataQueue.tokenAddress,
      tokenId: metadataQueue.tokenId,
      attempts: metadataQueue.attempts,
    })
    .from(metadataQueue)
    .where(sql`${metadataQueue.nextAt} <= now()`)
    .orderBy(metadataQueue.nextAt)
    .limit(limit)
}

export async function queueLength(db: Db): Promise<number> {
  const [row] = await db.select({ waiting: sql<number>`count(*)::int` }).from(metadataQueue)
  return row?.waiting ?? 0
}

const ofItem = <T extends typeof items | typeof itemTraits | typeof itemMetadata | typeof metadataQueue>(
  table: T,
  item: QueuedItem,
) => and(eq(table.tokenAddress, item.tokenAddress), eq(table.tokenId, item.tokenId))

/** Writes an item's metadata (fields, traits, raw JSON) and takes it off the queue, in one transaction. */
export async function writeMetadata(
  db: Db,
  item: QueuedItem,
  tokenUri: string,
  raw: Record<string, unknown>,
  fields: NormalizedMetadata,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(metadataQueue).where(ofItem(metadataQueue, item))
    const [existing] = await tx.select({ tokenNumber: items.tokenNumber }).from(items).where(ofItem(items, item))
    // burned while its metadata was read
    if (!existing) return
    const { image, ...rest } = fields
    await tx
      .update(items)
      .set({ ...rest, image, thumbnail: image, reindexedAt: new Date() })
      .where(ofItem(items, item))
    await tx.delete(itemTraits).where(ofItem(itemTraits, item))
    const traits = [
      ...new Map(fields.traits.map((trait) => [`${trait.trait_type}\u001f${trait.value}`, trait])).values(),
    ]
    if (traits.length > 0) {
      await tx.insert(itemTraits).values(
        traits.map((trait) => ({
          tokenAddress: item.tokenAddress,
          tokenId: item.tokenId,
          traitType: trait.trait_type,
          value: trait.value,
          tokenNumber: existing.tokenNumber,
        })),
      )
    }
    await tx
      .insert(itemMetadata)
      .values({ tokenAddress: item.tokenAddress, tokenId: item.tokenId, tokenUri, raw, fetchedAt: new Date() })
      .onConflictDoUpdate({
        target: [itemMetadata.tokenAddress, itemMetadata.tokenId],
        set: { tokenUri, raw, fetchedAt: new Date() },
      })
  })
}

/** Records a failed read: tried again after a growing wait, then left after MAX_METADATA_ATTEMPTS. */
export async function recordFailure(db: Db, item: QueuedItem, error: string): Promise<void> {
  const attempts = item.attempts + 1
  const waitMs = attempts >= MAX_METADATA_ATTEMPTS ? 30 * 24 * 3_600_000 : retryDelayMs(attempts)
  await db
    .update(metadataQueue)
    .set({ attempts, lastError: error.slice(0, 500), nextAt: new Date(Date.now() + waitMs) })
    .where(ofItem(metadataQueue, item))
}
