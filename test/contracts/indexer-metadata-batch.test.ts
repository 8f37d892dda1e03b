import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '../../server/db/connect'
import { itemMetadata, items, itemTraits, metadataQueue } from '../../server/db/schema'
import type { NormalizedMetadata } from '../../server/indexer/metadata/normalize'
import {
  dueItems,
  MAX_METADATA_ATTEMPTS,
  retryDelayMs,
  writeOutcomes,
  writeRound,
  type MetadataOutcome,
  type QueuedItem,
} from '../../server/indexer/metadata/store'
import { databaseTargets, openTestDatabase } from '../server/harness'

/**
 * The statements the worker ran before, an item at a time (one transaction each): the reference the
 * set-based round is compared with.
 */
const ofItem = <T extends typeof items | typeof itemTraits | typeof itemMetadata | typeof metadataQueue>(
  table: T,
  item: QueuedItem,
) => and(eq(table.tokenAddress, item.tokenAddress), eq(table.tokenId, item.tokenId))

async function writeOneAsBefore(
  db: Db,
  item: QueuedItem,
  tokenUri: string,
  raw: Record<string, unknown>,
  fields: NormalizedMetadata,
) {
  await db.transaction(async (tx) => {
    await tx.delete(metadataQueue).where(ofItem(metadataQueue, item))
    const [existing] = await tx.select({ tokenNumber: items.tokenNumber }).from(items).where(ofItem(items, item))
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

async function failOneAsBefore(db: Db, item: QueuedItem, error: string) {
  const attempts = item.attempts + 1
  const waitMs = attempts >= MAX_METADATA_ATTEMPTS ? 30 * 24 * 3_600_000 : retryDelayMs(attempts)
  await db
    .update(metadataQueue)
    .set({ attempts, lastError: error.slice(0, 500), nextAt: new Date(Date.now() + waitMs) })
    .where(ofItem(metadataQueue, item))
}

const OLD_WAY = '0x00000000000000000000000000000000000000a1'
const BATCHED = '0x00000000000000000000000000000000000000b2'

const fields = (name: string, traits: NormalizedMetadata['traits'], image = ''): NormalizedMetadata => ({
  name,
  description: `About ${name}`,
  image,
  mediaUri: image,
  mediaMime: image ? 'image/png' : '',
  traits,
})

const oneRaw = { name: 'One', attributes: [{ trait_type: 'Colour', value: 'Red' }], extra: { nested: [1, 'two'] } }

/**
 * A round of the cases the worker meets: items read (with old traits replaced, a trait named twice,
 * no traits, raw JSON kept as it came), items burned while read, and failures at their first,
 * middle and last attempt (with an error longer than kept).
 */
const round: {
  tokenId: string
  attempts: number
  burned?: boolean
  outcome: { read: { raw: Record<string, unknown>; fields: NormalizedMetadata } } | { error: string }
}[] = [
  {
    tokenId: '1',
    attempts: 0,
    outcome: {
      read: {
        raw: oneRaw,
        fields: fields(
          'One',
          [
            { trait_type: 'Colour', value: 'Red' },
            { trait_type: 'Colour', value: 'Red' },
            { trait_type: 'Fins', value: '3', display_type: 'number' },
          ],
          'https://gw.example/ipfs/one.png',
        ),
      },
    },
  },
  { tokenId: '2', attempts: 3, outcome: { read: { raw: { name: 'Two' }, fields: fields('Two', []) } } },
  {
    tokenId: '3',
    attempts: 0,
    outcome: {
      read: {
        raw: { name: 'Three', description: 'ünïcode "quoted" \\ back' },
        fields: fields('Three', [{ trait_type: 'Colour', value: 'Gold' }]),
      },
    },
  },
  { tokenId: '4', attempts: 0, outcome: { error: 'answered 404' } },
  { tokenId: '5', attempts: 4, outcome: { error: `no answer within 10000 ms ${'x'.repeat(600)}` } },
  { tokenId: '6', attempts: MAX_METADATA_ATTEMPTS - 1, outcome: { error: 'not JSON' } },
  {
    tokenId: '7',
    attempts: 0,
    burned: true,
    outcome: { read: { raw: { name: 'Gone' }, fields: fields('Gone', [{ trait_type: 'Colour', value: 'Red' }]) } },
  },
]

// the set-based round writes what the item-at-a-time statements wrote, row for row
describe.each(databaseTargets)('metadata written a round at a time (%s)', (target) => {
  let database: Database

  beforeAll(async () => {
    database = await openTestDatabase(target)
    for (const tokenAddress of [OLD_WAY, BATCHED]) {
      const present = round.filter((entry) => !entry.burned)
      await database.db.insert(items).values(
        present.map((entry) => ({
          tokenAddress,
          tokenId: entry.tokenId,
          tokenNumber: Number(entry.tokenId),
          name: '',
          description: '',
          image: '',
          thumbnail: '',
          mediaUri: '',
          mediaMime: '',
          traits: [],
          owner: '0x0000000000000000000000000000000000000001',
          rarityRank: 0,
        })),
      )
      // traits and raw JSON of an earlier read, which a new read replaces
      await database.db.insert(itemTraits).values([
        { tokenAddress, tokenId: '1', traitType: 'Colour', value: 'Blue', tokenNumber: 1 },
        { tokenAddress, tokenId: '1', traitType: 'Eyes', value: 'Two', tokenNumber: 1 },
      ])
      await database.db.insert(itemMetadata).values({
        tokenAddress,
        tokenId: '2',
        tokenUri: 'https://old.example/2',
        raw: { old: true },
        fetchedAt: new Date(0),
      })
      await database.db.insert(metadataQueue).values(
        round.map((entry) => ({
          tokenAddress,
          tokenId: entry.tokenId,
          attempts: entry.attempts,
          nextAt: new Date(Date.now() - 60_000),
        })),
      )
    }
  })
  afterAll(async () => {
    await database?.close()
  })

  const claimed = async (tokenAddress: string) =>
    (await dueItems(database.db, 100)).filter((item) => item.tokenAddress === tokenAddress)
  const tokenUri = (tokenId: string) => `https://meta.example/${tokenId}`

  it('writes the same fields, traits, raw JSON, counts and retries as one item at a time', async () => {
    const before = Date.now()
    for (const item of await claimed(OLD_WAY)) {
      const { outcome } = round.find((entry) => entry.tokenId === item.tokenId) ?? {}
      if (!outcome) throw new Error(`no case ${item.tokenId}`)
      if ('read' in outcome)
        await writeOneAsBefore(database.db, item, tokenUri(item.tokenId), outcome.read.raw, outcome.read.fields)
      else await failOneAsBefore(database.db, item, outcome.error)
    }
    const outcomes: MetadataOutcome[] = (await claimed(BATCHED)).map((item) => {
      const { outcome } = round.find((entry) => entry.tokenId === item.tokenId) ?? {}
      if (!outcome) throw new Error(`no case ${item.tokenId}`)
      return 'read' in outcome
        ? { kind: 'read', item, tokenUri: tokenUri(item.tokenId), ...outcome.read }
        : { kind: 'failed', item, error: outcome.error }
    })
    expect(outcomes).toHaveLength(round.length)
    expect(await writeOutcomes(database.db, outcomes)).toEqual(new Set([BATCHED]))

    const state = async (tokenAddress: string) => {
      const itemRows = await database.db
        .select()
        .from(items)
        .where(eq(items.tokenAddress, tokenAddress))
        .orderBy(asc(items.tokenId))
      const traitRows = await database.db
        .select()
        .from(itemTraits)
        .where(eq(itemTraits.tokenAddress, tokenAddress))
        .orderBy(asc(itemTraits.tokenId), asc(itemTraits.traitType), asc(itemTraits.value))
      const metadataRows = await database.db
        .select()
        .from(itemMetadata)
        .where(eq(itemMetadata.tokenAddress, tokenAddress))
        .orderBy(asc(itemMetadata.tokenId))
      const queueRows = await database.db
        .select()
        .from(metadataQueue)
        .where(eq(metadataQueue.tokenAddress, tokenAddress))
        .orderBy(asc(metadataQueue.tokenId))
      const counts = await database.db.execute(
        sql`SELECT "trait_type", "value", "items" FROM "trait_counts" WHERE "token_address" = ${tokenAddress} ORDER BY 1, 2`,
      )
      return {
        items: itemRows.map(({ tokenAddress: _, reindexedAt, ...row }) => ({
          ...row,
          reindexed: reindexedAt !== null,
        })),
        traits: traitRows.map(({ tokenAddress: _, ...row }) => row),
        metadata: metadataRows.map(({ tokenAddress: _, fetchedAt, ...row }) => ({
          ...row,
          fetchedNow: fetchedAt.getTime() >= before - 1_000,
        })),
        queue: queueRows.map(({ tokenAddress: _, nextAt, ...row }) => ({
          ...row,
          // the wait to the retry, to the minute
          waitMinutes: Math.round((nextAt.getTime() - before) / 60_000),
        })),
        traitCounts: (counts as { rows: unknown[] }).rows,
      }
    }
    const batched = await state(BATCHED)
    expect(batched).toEqual(await state(OLD_WAY))

    // and what that is: the read items filled, the burned one left alone, the failures waiting
    expect(batched.items.map((row) => [row.tokenId, row.name, row.reindexed])).toEqual([
      ['1', 'One', true],
      ['2', 'Two', true],
      ['3', 'Three', true],
      ['4', '', false],
      ['5', '', false],
      ['6', '', false],
    ])
    expect(batched.traits.map((row) => `${row.tokenId} ${row.traitType} ${row.value}`)).toEqual([
      '1 Colour Red',
      '1 Fins 3',
      '3 Colour Gold',
    ])
    expect(batched.metadata).toEqual([
      { tokenId: '1', tokenUri: tokenUri('1'), raw: oneRaw, fetchedNow: true },
      { tokenId: '2', tokenUri: tokenUri('2'), raw: { name: 'Two' }, fetchedNow: true },
      {
        tokenId: '3',
        tokenUri: tokenUri('3'),
        raw: { name: 'Three', description: 'ünïcode "quoted" \\ back' },
        fetchedNow: true,
      },
    ])
    expect(batched.queue).toEqual([
      { tokenId: '4', attempts: 1, lastError: 'answered 404', waitMinutes: 0 },
      { tokenId: '5', attempts: 5, lastError: `no answer within 10000 ms ${'x'.repeat(474)}`, waitMinutes: 1 },
      { tokenId: '6', attempts: MAX_METADATA_ATTEMPTS, lastError: 'not JSON', waitMinutes: 30 * 24 * 60 },
    ])
    expect(batched.traitCounts).toEqual([
      { trait_type: 'Colour', value: 'Blue', items: 0 },
      { trait_type: 'Colour', value: 'Gold', items: 1 },
      { trait_type: 'Colour', value: 'Red', items: 1 },
      { trait_type: 'Eyes', value: 'Two', items: 0 },
      { trait_type: 'Fins', value: '3', items: 1 },
    ])
  })

  it('leaves a queue row queued again while it was read, so it is read again', async () => {
    const tokenAddress = BATCHED
    await database.db
      .insert(metadataQueue)
      .values([
        { tokenAddress, tokenId: '1', attempts: 0, nextAt: new Date(Date.now() - 1_000) },
        { tokenAddress, tokenId: '4', attempts: 0, nextAt: new Date(Date.now() - 1_000) },
      ])
      .onConflictDoUpdate({
        target: [metadataQueue.tokenAddress, metadataQueue.tokenId],
        set: { attempts: 0, nextAt: new Date(Date.now() - 1_000), lastError: null },
      })
    const [one, four] = (await claimed(tokenAddress)).sort((a, b) => a.tokenId.localeCompare(b.tokenId))
    if (!one || !four) throw new Error('not claimed')
    // an ERC-4906 notice queues both again while they are read
    await database.db.execute(
      sql`UPDATE "metadata_queue" SET "next_at" = now(), "attempts" = 0 WHERE "token_address" = ${tokenAddress} AND "token_id" IN ('1', '4')`,
    )
    await writeOutcomes(database.db, [
      { kind: 'read', item: one, tokenUri: tokenUri('1'), raw: { name: 'Stale' }, fields: fields('Stale', []) },
      { kind: 'failed', item: four, error: 'answered 500' },
    ])
    const queue = await database.db
      .select({ tokenId: metadataQueue.tokenId, attempts: metadataQueue.attempts, lastError: metadataQueue.lastError })
      .from(metadataQueue)
      .where(and(eq(metadataQueue.tokenAddress, tokenAddress), sql`${metadataQueue.nextAt} <= now()`))
      .orderBy(asc(metadataQueue.tokenId))
    expect(queue).toEqual([
      { tokenId: '1', attempts: 0, lastError: null },
      { tokenId: '4', attempts: 0, lastError: null },
    ])
  })

  it('writes the rest of a round when the database refuses one answer, and counts that one a failure', async () => {
    const tokenAddress = BATCHED
    await database.db
      .insert(metadataQueue)
      .values(
        ['2', '3'].map((tokenId) => ({ tokenAddress, tokenId, attempts: 0, nextAt: new Date(Date.now() - 1_000) })),
      )
      .onConflictDoNothing()
    const due = (await claimed(tokenAddress)).filter((item) => ['2', '3'].includes(item.tokenId))
    const two = due.find((item) => item.tokenId === '2')
    const three = due.find((item) => item.tokenId === '3')
    if (!two || !three) throw new Error('not claimed')
    const refused: string[] = []
    // PostgreSQL text holds no NUL character
    const changed = await writeRound(
      database.db,
      [
        {
          kind: 'read',
          item: two,
          tokenUri: tokenUri('2'),
          raw: { name: 'Two again' },
          fields: fields('Two again', []),
        },
        {
          kind: 'read',
          item: three,
          tokenUri: tokenUri('3'),
          raw: { name: 'N\u0000L' },
          fields: fields('N\u0000L', []),
        },
      ],
      (_error, item) => refused.push(item.tokenId),
    )
    expect(changed).toEqual(new Set([tokenAddress]))
    expect(refused).toEqual(['3'])
    const names = await database.db
      .select({ tokenId: items.tokenId, name: items.name })
      .from(items)
      .where(and(eq(items.tokenAddress, tokenAddress), sql`${items.tokenId} IN ('2', '3')`))
      .orderBy(asc(items.tokenId))
    expect(names).toEqual([
      { tokenId: '2', name: 'Two again' },
      { tokenId: '3', name: 'Three' },
    ])
    const queue = await database.db
      .select({ tokenId: metadataQueue.tokenId, attempts: metadataQueue.attempts })
      .from(metadataQueue)
      .where(and(eq(metadataQueue.tokenAddress, tokenAddress), sql`${metadataQueue.tokenId} IN ('2', '3')`))
    expect(queue).toEqual([{ tokenId: '3', attempts: 1 }])
  })
})
