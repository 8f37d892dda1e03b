import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/connect'
import { indexerCheckpoints, metadataQueue } from '../../server/db/schema'
import { demoIndexerSettings } from '../../server/indexer/demoSettings'
import { indexerState } from '../../server/indexer/settled'
import { collectionAddress } from '../../server/seed/data/collections'
import { DEMO_MARKET_ADDRESS } from '../../server/seed/data/deployment'
import { COLLECTION_DEFINITIONS } from '../../server/seed/data/collection-definitions'
import { databaseTargets, openTestDatabase } from './harness'

const deployments = {
  market: { address: DEMO_MARKET_ADDRESS, blockNumber: 5 },
  collections: COLLECTION_DEFINITIONS.map((definition, index) => ({
    slug: definition.slug,
    address: collectionAddress(definition.slug),
    blockNumber: 6 + index,
  })),
}

// the demo start configures the indexer itself, and waits on its state before it serves
describe('the demo indexer settings', () => {
  it('follow the five collections through the market, with only the demo origin allowed for metadata', () => {
    const settings = demoIndexerSettings({
      rpcUrl: 'http://127.0.0.1:8545',
      chainId: 11155111,
      origin: 'http://127.0.0.1:8787/',
      deployments,
    })
    expect(
      settings.collections.map((collection) => [collection.slug, collection.address, collection.deploymentBlock]),
    ).toEqual(
      deployments.collections.map((collection) => [collection.slug, collection.address, collection.blockNumber]),
    )
    expect(settings.collections.every((collection) => collection.market === DEMO_MARKET_ADDRESS)).toBe(true)
    expect(settings.allowedMetadataOrigin).toBe('http://127.0.0.1:8787')
    expect(settings.confirmations).toBe(0)
  })
})

describe.each(databaseTargets)('the indexer state the demo start waits on (%s)', (target) => {
  let database: Database
  const first = collectionAddress('battlecards')
  const second = collectionAddress('koi-guardians')
  const addresses = [first, second]

  beforeAll(async () => {
    database = await openTestDatabase(target)
  })
  afterAll(async () => {
    await database?.close()
  })

  const checkpoint = (tokenAddress: string, lastBlock: number, headBlock: number) => ({
    chainId: 11155111,
    tokenAddress,
    deploymentBlock: 6,
    deploymentHash: '0x01',
    lastBlock,
    lastHash: '0x02',
    headBlock,
    updatedAt: new Date(),
  })

  it('is not caught up while a collection has no checkpoint or is behind the head, or metadata is queued', async () => {
    expect((await indexerState(database.db, addresses)).caughtUp).toBe(false)
    await database.db.insert(indexerCheckpoints).values([checkpoint(first, 900, 900), checkpoint(second, 400, 900)])
    expect(await indexerState(database.db, addresses)).toEqual({
      caughtUp: false,
      indexedBlock: 400,
      headBlock: 900,
      metadataQueued: 0,
    })
    await database.db.update(indexerCheckpoints).set({ lastBlock: 900 })
    await database.db.insert(metadataQueue).values({ tokenAddress: second, tokenId: '3', nextAt: new Date() })
    expect(await indexerState(database.db, addresses)).toMatchObject({ caughtUp: true, metadataQueued: 1 })
    await database.db.delete(metadataQueue)
    expect(await indexerState(database.db, addresses)).toMatchObject({ caughtUp: true, metadataQueued: 0 })
  })
})
