import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { metadataQueue } from '../../db/schema/index.ts'
import type { NormalizedMetadata } from './normalize.ts'

/** Retries before an item's metadata is left alone (a month, until an ERC-4906 notice or a reindex). */
export const MAX_METADATA_ATTEMPTS = 8

/** Wait before retry `attempts`: 5 s doubled each time, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(3_600_000, 5_000 * 2 ** (attempts - 1))

/** How long an item set aside for a busy metadata origin waits before it is claimed again (no attempt counted). */
export const SET_ASIDE_MS = 5_000

export interface QueuedItem {
  tokenAddress: string
  tokenId: string
  attempts: number
  /**
   * The queue row's `next_at` when it was claimed, as PostgreSQL wrote it (to the microsecond): a
   * row queued again meanwhile (an ERC-4906 notice, a reindex) has another, and is read again.
   */
  claimedNextAt: string
}

/** What reading one item's metadata came to. */
export type MetadataOutcome =
  | {
      kind: 'read'
      item: QueuedItem
      tokenUri: string
      raw: Record<string, unknown>
      fields: NormalizedMetadata
    }
  | { kind: 'failed'; item: QueuedItem; error: string }
  /** not read this time: its origin has as many of the items in hand as it may */
  | { kind: 'set-aside'; item: QueuedItem }

/** Items due for a read, the longest waiting first, leaving out those in hand (`skip`, keys `address:id`). */
export async function dueItems(db: Db, limit: number, skip: ReadonlySet<string> = new Set()): Promise<QueuedItem[]> {
  const rows = await db
    .select({
      tokenAddress: metadataQueue.tokenAddress,
      tokenId: metadataQueue.tokenId,
      attempts: metadataQueue.attempts,
      claimedNextAt: sql<string>`${metadataQueue.nextAt}::text`,
    })
    .from(metadataQueue)
    .where(sql`${metadataQueue.nextAt} <= now()`)
    .orderBy(metadataQueue.nextAt)
    .limit(limit + skip.size)
  return rows.filter((row) => !skip.has(itemKey(row))).slice(0, limit)
}

export const itemKey = (item: Pick<QueuedItem, 'tokenAddress' | 'tokenId'>) => `${item.tokenAddress}:${item.tokenId}`

export async function queueLength(db: Db): Promise<number> {
  const [row] = await db.select({ waiting: sql<number>`count(*)::int` }).from(metadataQueue)
  return row?.waiting ?? 0
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * `json_to_recordset(…) AS "v"("a" text, …)`: a round's rows given to one statement as one JSON
 * parameter, whatever their number (a list of VALUES costs a parameter a field, and PGlite parses
 * thousands of them slowly).
 */
const recordsOf = (rows: readonly Record<string, unknown>[], columns: Record<string, string>) =>
  sql`json_to_recordset(${JSON.stringify(rows)}::json) AS "v"(${sql.raw(
    Object.entries(columns)
      .map(([column, type]) => `"${column}" ${type}`)
      .join(', '),
  )})`

const CLAIMED = { token_address: 'text', token_id: 'text', claimed_next_at: 'text' }
const claimedRow = (item: QueuedItem) => ({
  token_address: item.tokenAddress,
  token_id: item.tokenId,
  claimed_next_at: item.claimedNextAt,
})

/** The queue rows claimed, unchanged since: `"v"` holds each row's key and `claimed_next_at`. */
const UNCHANGED_SINCE_CLAIMED = sql`"metadata_queue"."token_address" = "v"."token_address"
  AND "metadata_queue"."token_id" = "v"."token_id"
  AND "metadata_queue"."next_at" = "v"."claimed_next_at"::timestamptz`

/**
 * Writes what a round of reads came to, in one transaction and a few set-based statements whatever
 * the round's size: each item read gets its fields, traits and raw JSON (an item burned meanwhile
 * gets nothing) and leaves the queue; each failure waits for its retry (5 s doubling, a month after
 * MAX_METADATA_ATTEMPTS); each item set aside waits SET_ASIDE_MS. A queue row queued again since it
 * was claimed is left as it is, so it is read again. Returns the collections whose traits changed.
 */
export async function writeOutcomes(db: Db, outcomes: readonly MetadataOutcome[]): Promise<Set<string>> {
  // one outcome per item: the last
  const byKey = new Map(outcomes.map((outcome) => [itemKey(outcome.item), outcome]))
  const read = [...byKey.values()].filter((outcome) => outcome.kind === 'read')
  const failed = [...byKey.values()].filter((outcome) => outcome.kind === 'failed')
  const setAside = [...byKey.values()].filter((outcome) => outcome.kind === 'set-aside')
  let changed = new Set<string>()
  if (byKey.size === 0) return changed
  await db.transaction(async (tx) => {
    if (read.length > 0) changed = await writeRead(tx, read)
    if (failed.length > 0) await writeFailed(tx, failed)
    if (setAside.length > 0) {
      await tx.execute(sql`
        UPDATE "metadata_queue" SET "next_at" = now() + ${`${SET_ASIDE_MS} milliseconds`}::interval
        FROM ${recordsOf(
          setAside.map(({ item }) => claimedRow(item)),
          CLAIMED,
        )}
        WHERE ${UNCHANGED_SINCE_CLAIMED}`)
    }
  })
  return changed
}

/**
 * Writes a round (writeOutcomes); a round the database refuses (an answer it cannot hold, such as a
 * NUL character) is written an item at a time, so the bad item fails alone, as a failure with its
 * retries, and the others are kept. An item that cannot be written even so (the database itself
 * failing) stays queued as it was and is read again; `onItemError` hears of it.
 */
export async function writeRound(
  db: Db,
  outcomes: readonly MetadataOutcome[],
  onItemError: (error: unknown, item: QueuedItem) => void,
): Promise<Set<string>> {
  if (outcomes.length > 1) {
    try {
      return await writeOutcomes(db, outcomes)
    } catch {
      // written item by item below
    }
  }
  const changed = new Set<string>()
  for (const outcome of outcomes) {
    try {
      for (const tokenAddress of await writeOutcomes(db, [outcome])) changed.add(tokenAddress)
    } catch (error) {
      onItemError(error, outcome.item)
      if (outcome.kind === 'failed') continue
      const message = error instanceof Error ? error.message : String(error)
      await writeOutcomes(db, [{ kind: 'failed', item: outcome.item, error: message }]).catch((failure: unknown) =>
        onItemError(failure, outcome.item),
      )
    }
  }
  return changed
}

type ReadOutcome = Extract<MetadataOutcome, { kind: 'read' }>

async function writeRead(tx: Tx, read: readonly ReadOutcome[]): Promise<Set<string>> {
  await tx.execute(sql`
    DELETE FROM "metadata_queue" USING ${recordsOf(
      read.map(({ item }) => claimedRow(item)),
      CLAIMED,
    )}
    WHERE ${UNCHANGED_SINCE_CLAIMED}`)
  // the items still there (one burned while its metadata was read has no row) get their fields
  const updated = await tx.execute(sql`
    UPDATE "items" SET "name" = "v"."name", "description" = "v"."description", "image" = "v"."image",
      "thumbnail" = "v"."image", "media_uri" = "v"."media_uri", "media_mime" = "v"."media_mime",
      "traits" = "v"."traits", "reindexed_at" = now()
    FROM ${recordsOf(
      read.map(({ item, fields }) => ({
        token_address: item.tokenAddress,
        token_id: item.tokenId,
        name: fields.name,
        description: fields.description,
        image: fields.image,
        media_uri: fields.mediaUri,
        media_mime: fields.mediaMime,
        traits: fields.traits,
      })),
      {
        token_address: 'text',
        token_id: 'text',
        name: 'text',
        description: 'text',
        image: 'text',
        media_uri: 'text',
        media_mime: 'text',
        traits: 'jsonb',
      },
    )}
    WHERE "items"."token_address" = "v"."token_address" AND "items"."token_id" = "v"."token_id"
    RETURNING "items"."token_address", "items"."token_id"`)
  const updatedKeys = new Set(
    (updated as { rows: { token_address: string; token_id: string }[] }).rows.map(
      (row) => `${row.token_address}:${row.token_id}`,
    ),
  )
  const present = read.filter(({ item }) => updatedKeys.has(itemKey(item)))
  const changed = new Set(present.map(({ item }) => item.tokenAddress))
  if (present.length === 0) return changed

  // the traits: one delete and one insert, so the kept counts' statement triggers run once each
  await tx.execute(sql`
    DELETE FROM "item_traits" USING ${recordsOf(
      present.map(({ item }) => ({ token_address: item.tokenAddress, token_id: item.tokenId })),
      { token_address: 'text', token_id: 'text' },
    )}
    WHERE "item_traits"."token_address" = "v"."token_address" AND "item_traits"."token_id" = "v"."token_id"`)
  const traitRows = present.flatMap(({ item, fields }) =>
    // a trait named twice with one value is one row
    [...new Map(fields.traits.map((trait) => [`${trait.trait_type}\u001f${trait.value}`, trait])).values()].map(
      (trait) => ({
        token_address: item.tokenAddress,
        token_id: item.tokenId,
        trait_type: trait.trait_type,
        value: trait.value,
      }),
    ),
  )
  if (traitRows.length > 0) {
    await tx.execute(sql`
      INSERT INTO "item_traits" ("token_address", "token_id", "trait_type", "value", "token_number")
      SELECT "v"."token_address", "v"."token_id", "v"."trait_type", "v"."value", "items"."token_number"
      FROM ${recordsOf(traitRows, { token_address: 'text', token_id: 'text', trait_type: 'text', value: 'text' })}
        JOIN "items" ON "items"."token_address" = "v"."token_address" AND "items"."token_id" = "v"."token_id"`)
  }
  await tx.execute(sql`
    INSERT INTO "item_metadata" ("token_address", "token_id", "token_uri", "raw", "fetched_at")
    SELECT "v"."token_address", "v"."token_id", "v"."token_uri", "v"."raw", now()
    FROM ${recordsOf(
      present.map(({ item, tokenUri, raw }) => ({
        token_address: item.tokenAddress,
        token_id: item.tokenId,
        token_uri: tokenUri,
        raw,
      })),
      { token_address: 'text', token_id: 'text', token_uri: 'text', raw: 'jsonb' },
    )}
    ON CONFLICT ("token_address", "token_id") DO UPDATE
    SET "token_uri" = excluded."token_uri", "raw" = excluded."raw", "fetched_at" = excluded."fetched_at"`)
  return changed
}

async function writeFailed(tx: Tx, failed: readonly Extract<MetadataOutcome, { kind: 'failed' }>[]): Promise<void> {
  await tx.execute(sql`
    UPDATE "metadata_queue" SET "attempts" = "v"."attempts", "last_error" = "v"."last_error",
      "next_at" = now() + "v"."wait_ms" * interval '1 millisecond'
    FROM ${recordsOf(
      failed.map(({ item, error }) => {
        const attempts = item.attempts + 1
        const waitMs = attempts >= MAX_METADATA_ATTEMPTS ? 30 * 24 * 3_600_000 : retryDelayMs(attempts)
        return { ...claimedRow(item), attempts, last_error: error.slice(0, 500), wait_ms: waitMs }
      }),
      { ...CLAIMED, attempts: 'int', last_error: 'text', wait_ms: 'double precision' },
    )}
    WHERE ${UNCHANGED_SINCE_CLAIMED}`)
}
