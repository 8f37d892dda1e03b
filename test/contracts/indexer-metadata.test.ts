import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/connect'
import { itemMetadata, items, itemTraits, metadataQueue } from '../../server/db/schema'
import { databaseTargets, openTestDatabase } from '../server/harness'
import { account } from './chainFixture'
import { startMetadataServer } from './indexer/hostileMetadataServer'
import { caughtUp, eventually, runIndexer, startIndexerStack, type IndexerStack } from './indexer/indexerStack'

// tokenURI is anyone's input: the good metadata fills the items, and slow, huge, redirected, HTML
// and scripted answers harm nothing.
describe.each(databaseTargets)('metadata of indexed items (%s)', (target) => {
  let stack: IndexerStack
  let metadata: Awaited<ReturnType<typeof startMetadataServer>>
  let database: Database

  beforeAll(async () => {
    metadata = await startMetadataServer()
    stack = await startIndexerStack({ baseUri: `${metadata.url}/v1/` })
    const minter = account(stack.testChain, 2)
    for (const tokenId of [100n, 101n, 102n, 103n, 104n])
      await stack.send(minter, 'collection', 'mint', [minter.address, tokenId])
    database = await openTestDatabase(target)
  })
  afterAll(async () => {
    await database?.close()
    await stack?.stop()
    await metadata?.close()
  })

  const item = async (tokenId: string) => {
    const [row] = await database.db
      .select()
      .from(items)
      .where(and(eq(items.tokenAddress, stack.collection), eq(items.tokenId, tokenId)))
    return row
  }
  const queued = (tokenId: string) =>
    database.db
      .select()
      .from(metadataQueue)
      .where(and(eq(metadataQueue.tokenAddress, stack.collection), eq(metadataQueue.tokenId, tokenId)))
      .then((rows) => rows[0])

  it('reads good metadata into the items and refuses hostile answers', async () => {
    const settings = stack.settings({
      allowedMetadataOrigin: metadata.url,
      metadataTimeoutMs: 1_000,
      ipfsGateway: 'https://gateway.example/ipfs/',
    })
    const indexer = runIndexer(database, settings)
    try {
      await caughtUp(indexer, stack)
      await eventually(
        () => item('0'),
        (row) => row?.name === 'Koi #0 v1',
      )
      expect(await item('0')).toMatchObject({
        description: 'A koi',
        image: 'https://gateway.example/ipfs/bafy0/image.png',
        mediaMime: 'image/png',
        traits: [
          { trait_type: 'Colour', value: 'Red' },
          { trait_type: 'Fins', value: '3', display_type: 'number' },
        ],
      })
      const traits = await database.db
        .select({ traitType: itemTraits.traitType, value: itemTraits.value })
        .from(itemTraits)
        .where(and(eq(itemTraits.tokenAddress, stack.collection), eq(itemTraits.tokenId, '0')))
        .orderBy(asc(itemTraits.traitType))
      expect(traits).toEqual([
        { traitType: 'Colour', value: 'Red' },
        { traitType: 'Fins', value: '3' },
      ])
      const [raw] = await database.db.select().from(itemMetadata).where(eq(itemMetadata.tokenId, '0'))
      expect(raw?.tokenUri).toBe(`${metadata.url}/v1/0`)

      // each hostile answer is refused and waits for a retry; the item stays empty
      for (const [tokenId, error] of [
        ['100', /no answer within/],
        ['101', /larger than/],
        ['102', /private address/],
        ['103', /not JSON/],
      ] as const) {
        const row = await eventually(
          () => queued(tokenId),
          (entry) => (entry?.attempts ?? 0) > 0,
        )
        expect(row?.lastError).toMatch(error)
        expect((await item(tokenId))?.name).toBe('')
      }
      expect(metadata.secret.hits).toBe(0)

      // an SVG's markup becomes a picture to reference, never text to insert; a script URL is dropped
      const scripted = await eventually(
        () => item('104'),
        (row) => row?.name === 'Scripted',
      )
      expect(scripted?.image).toMatch(/^data:image\/svg\+xml;base64,/)
      expect(scripted?.description).toBe('plain')
      expect(scripted?.mediaUri).toBe(scripted?.image)

      // ranked by rarity once the queue has nothing due: the one gold koi first, then the red ones,
      // then the items with no traits, each tie in token order
      const ranks = async () =>
        Object.fromEntries(
          (
            await database.db
              .select({ tokenId: items.tokenId, rank: items.rarityRank })
              .from(items)
              .where(eq(items.tokenAddress, stack.collection))
          ).map((row) => [row.tokenId, row.rank]),
        )
      const ranked = await eventually(ranks, (all) => all['2'] === 1)
      expect(ranked['0']).toBe(2)
      expect(ranked['1']).toBe(3)
      const rest = Object.entries(ranked).filter(([tokenId]) => !['0', '1', '2'].includes(tokenId))
      expect(rest.map(([, rank]) => rank).sort((a, b) => a - b)).toEqual(rest.map((_, index) => index + 4))
    } finally {
      await indexer.stop()
    }
  })

  it('reads metadata again after an ERC-4906 notice', async () => {
    const settings = stack.settings({ allowedMetadataOrigin: metadata.url, metadataTimeoutMs: 1_000 })
    const indexer = runIndexer(database, settings)
    try {
      await eventually(
        () => item('1'),
        (row) => row?.name === 'Koi #1 v1',
      )
      await stack.send(stack.holder, 'collection', 'setBaseURI', [`${metadata.url}/v2/`])
      await eventually(
        () => item('1'),
        (row) => row?.name === 'Koi #1 v2',
      )
    } finally {
      await indexer.stop()
    }
  })
})
