import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTableCache } from '../../server/cache/tableCache.ts'
import type { AppDeps } from '../../server/http/context.ts'
import { leadImageOf } from '../../server/modules/collections/leadImage.ts'
import { errorsOnlyLogger } from '../../server/ops/log.ts'
import { createMetrics } from '../../server/ops/metrics.ts'
import { startTestServer, testEnv, type TestServer } from './harness'

// The picture each page leads with, which index.html announces for the first visit.

describe('the picture a page leads with', () => {
  let server: TestServer
  let deps: AppDeps
  const statements: string[] = []
  beforeAll(async () => {
    server = await startTestServer('pglite', { logger: { logQuery: (query) => statements.push(query) } })
    deps = {
      db: server.database.db,
      env: testEnv(),
      cache: createTableCache(await server.database.watchChanges()),
      log: errorsOnlyLogger(),
      metrics: createMetrics(),
    }
  })
  afterAll(() => server.close())

  const collections = () => server.data.collections
  const defaultCollection = () => collections().find((collection) => collection.isDefault) ?? collections()[0]

  it("is the default collection's banner on the home and a collection's banner on its page", async () => {
    expect(await leadImageOf(deps, '/')).toBe(defaultCollection()?.bannerImage)
    for (const collection of collections()) {
      expect(await leadImageOf(deps, `/collection/${collection.slug}`)).toBe(collection.bannerImage)
      expect(await leadImageOf(deps, `/collection/${collection.tokenAddress.toLowerCase()}`)).toBe(
        collection.bannerImage,
      )
    }
  })

  it("is an item's picture on its page, and nothing for a video, a model or a file", async () => {
    const items = server.data.items
    const picture = items.find((item) => item.media.mime.startsWith('image/'))
    const other = items.find((item) => !item.media.mime.startsWith('image/'))
    if (!picture || !other) throw new Error('the demo data has items of every kind')
    const slugOf = (tokenAddress: string) => collections().find((c) => c.tokenAddress === tokenAddress)?.slug
    expect(await leadImageOf(deps, `/collection/${slugOf(picture.tokenAddress)}/${picture.tokenId}`)).toBe(
      picture.media.uri,
    )
    expect(await leadImageOf(deps, `/collection/${slugOf(other.tokenAddress)}/${other.tokenId}`)).toBeNull()
    const inDefault = items.find((item) => item.tokenAddress === defaultCollection()?.tokenAddress)
    expect(await leadImageOf(deps, `/explore/${inDefault?.tokenId}`)).toBe(inDefault?.media.uri)
  })

  it("is a member's banner on their profile, and nothing for a member without one or an address that is not one", async () => {
    const bannered = server.data.members.find((member) => member.bannerImage)
    const plain = server.data.members.find((member) => !member.bannerImage)
    if (!bannered || !plain) throw new Error('the demo data has members with and without a banner')
    expect(await leadImageOf(deps, `/forge/${bannered.account.toLowerCase()}`)).toBe(bannered.bannerImage)
    expect(await leadImageOf(deps, `/forge/${plain.account}`)).toBeNull()
    expect(await leadImageOf(deps, '/forge/not-an-address')).toBeNull()
  })

  it('is nothing for other pages and for what does not exist', async () => {
    expect(await leadImageOf(deps, '/quests')).toBeNull()
    expect(await leadImageOf(deps, '/collection/no-such-collection')).toBeNull()
    expect(await leadImageOf(deps, `/collection/${defaultCollection()?.slug}/999999999`)).toBeNull()
    expect(await leadImageOf(deps, `/collection/${defaultCollection()?.slug}/1/more`)).toBeNull()
  })

  it('costs no query when a page is visited again', async () => {
    const path = `/collection/${defaultCollection()?.slug}/${server.data.items[0]?.tokenId}`
    await leadImageOf(deps, path)
    const before = statements.length
    await leadImageOf(deps, path)
    await leadImageOf(deps, '/')
    expect(statements.length).toBe(before)
  })
})
