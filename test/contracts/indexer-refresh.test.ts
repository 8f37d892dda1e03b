import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyConfiguredAdmins } from '../../server/auth/admins'
import { collections, items, listings } from '../../server/db/schema'
import { createChainRefresh } from '../../server/indexer/refresh'
import { startIndexer, type RunningIndexer } from '../../server/indexer'
import { createLogger } from '../../server/ops/log'
import { Registry } from 'prom-client'
import type { Address } from 'viem'
import { databaseTargets, newAccount, startTestServer, type TestServer } from '../server/harness'
import { account } from './chainFixture'
import { startMetadataServer } from './indexer/hostileMetadataServer'
import { caughtUp, compiled, eventually, ownerOf, startIndexerStack, type IndexerStack } from './indexer/indexerStack'

// reindex and refreshCache read the chain: a token's owner and tokenURI, a collection's name and
// supply. Members may ask for a token once per 15 minutes, admins at any time; an RPC that is down
// leaves the pages serving what is indexed.
describe.each(databaseTargets)('refreshing indexed tokens from the chain (%s)', (target) => {
  let stack: IndexerStack
  let metadata: Awaited<ReturnType<typeof startMetadataServer>>
  let server: TestServer
  let indexer: RunningIndexer
  const admin = newAccount()
  let adminCookie = ''
  const registry = new Registry()
  const metric = async (name: string) => (await registry.getSingleMetric(name)?.get())?.values ?? []

  beforeAll(async () => {
    metadata = await startMetadataServer()
    stack = await startIndexerStack({ baseUri: `${metadata.url}/v1/` })
    const settings = stack.settings({ allowedMetadataOrigin: metadata.url, metadataTimeoutMs: 1_000 })
    server = await startTestServer(target, { seed: false, chainRefresh: (db) => createChainRefresh(db, settings) })
    indexer = startIndexer({ database: server.database, settings, log: createLogger('error'), registry })
    await caughtUp(indexer, stack)
    await eventually(
      () => item('2'),
      (row) => row?.name === 'Koi #2 v1',
    )
    await applyConfiguredAdmins(server.database.db, [admin.address])
    adminCookie = (await server.login(admin)).cookie
  })
  afterAll(async () => {
    await indexer?.stop()
    await server?.close()
    await stack?.stop()
    await metadata?.close()
  })

  const item = async (tokenId: string) => {
    const [row] = await server.database.db
      .select()
      .from(items)
      .where(and(eq(items.tokenAddress, stack.collection), eq(items.tokenId, tokenId)))
    return row
  }
  const reindex = (tokenId: string, cookie?: string, slug = 'indexer-test') =>
    server.request<{ tokenId: string; reindexedAt: string }>('POST', `/api/nfts/${slug}/${tokenId}/reindex`, {
      cookie,
    })

  it('reads a token again for a member once per 15 minutes, and for an admin at any time', async () => {
    expect((await reindex('0')).status).toBe(401)
    const member = await server.login()
    const missing = await reindex('999', member.cookie)
    expect(missing.status).toBe(404)
    expect(missing.body.message).toMatch(/999/)
    expect((await reindex('0', member.cookie, 'no-such-collection')).status).toBe(404)

    // the metadata row no longer matches what the token's server says: only a read puts it right
    await server.database.db
      .update(items)
      .set({ name: 'stale' })
      .where(and(eq(items.tokenAddress, stack.collection), eq(items.tokenId, '0')))
    const asked = await reindex('0', member.cookie)
    expect(asked.status).toBe(200)
    expect(asked.body.data?.tokenId).toBe('0')
    await eventually(
      () => item('0'),
      (row) => row?.name === 'Koi #0 v1',
    )

    const again = await reindex('0', member.cookie)
    expect(again.status).toBe(429)
    const askedAt = new Date(asked.body.data?.reindexedAt ?? 0).getTime()
    expect(again.body.message).toContain(new Date(askedAt + 15 * 60_000).toISOString())
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    // the window is the token's, whoever asks
    expect((await reindex('0', (await server.login()).cookie)).status).toBe(429)
    expect((await reindex('1', member.cookie)).status).toBe(200)

    expect((await reindex('0', adminCookie)).status).toBe(200)
    expect((await reindex('0', adminCookie)).status).toBe(200)
  })

  it('corrects a token whose owner row differs from the chain on refreshCache, and drops its stale listing', async () => {
    // a listing made by an account the tables wrongly take for the owner
    const stranger = account(stack.testChain, 9)
    await stack.send(stranger, 'market', 'list', [stack.collection, 2n, 10n ** 18n])
    await caughtUp(indexer, stack)
    await server.database.db
      .update(items)
      .set({ owner: stranger.address })
      .where(and(eq(items.tokenAddress, stack.collection), eq(items.tokenId, '2')))
    const listed = () =>
      server.database.db
        .select({ seller: listings.seller })
        .from(listings)
        .where(and(eq(listings.tokenAddress, stack.collection), eq(listings.tokenId, '2')))
    expect(await listed()).toEqual([{ seller: stranger.address }])
    const path = '/api/nfts/indexer-test/2?withOwnership=true&withPrice=true'
    expect((await server.request('GET', `${path}&refreshCache=true`)).status).toBe(401)

    const refreshed = await server.request<{ owner: string; price: unknown }>('GET', `${path}&refreshCache=true`, {
      cookie: adminCookie,
    })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.data?.owner).toBe(stack.holder.address)
    expect(refreshed.body.data?.price).toBeNull()
    expect(await ownerOf(server.database, stack.collection, '2')).toBe(stack.holder.address)
    expect(await listed()).toEqual([])
  })

  it("corrects a collection's name and supply from the chain on refreshCache", async () => {
    await server.database.db
      .update(collections)
      .set({ name: 'Wrong name', totalSupply: 999 })
      .where(eq(collections.tokenAddress, stack.collection))
    const refreshed = await server.request<{ totalSupply: number }>(
      'GET',
      '/api/collections/indexer-test?refreshCache=true',
      { cookie: adminCookie },
    )
    expect(refreshed.status).toBe(200)
    // the test collection has no totalSupply(): its supply is the tokens indexed
    expect(refreshed.body.data?.totalSupply).toBe(3)
    const [row] = await server.database.db
      .select({ name: collections.name })
      .from(collections)
      .where(eq(collections.tokenAddress, stack.collection))
    expect(row?.name).toBe('Indexer Test')
  })

  it('serves what is indexed while the RPC is down, and answers a refresh 503 without using the ask', async () => {
    stack.proxy.cut()
    try {
      const page = await server.request<{ assets: unknown[] }>('GET', '/api/collections/indexer-test')
      expect(page.status).toBe(200)
      expect(page.body.data?.assets).toHaveLength(3)
      expect((await server.request('GET', '/api/nfts/indexer-test/1?withOwnership=true')).status).toBe(200)

      const member = await server.login()
      const refused = await reindex('2', member.cookie)
      expect(refused.status).toBe(503)
      expect(refused.body.message).toMatch(/chain/)
      // the operator sees the failures in the metrics while the indexer retries
      await eventually(
        () => metric('koi_indexer_rpc_errors_total'),
        (values) => values.some((value) => value.labels.kind === 'unreachable' && value.value > 0),
      )
      stack.proxy.restore()
      expect((await reindex('2', member.cookie)).status).toBe(200)
    } finally {
      stack.proxy.restore()
    }
    await caughtUp(indexer, stack)
    const head = Number(await stack.head())
    const indexed = await eventually(
      () => metric('koi_indexer_indexed_block'),
      (values) => values.some((value) => value.value === head),
    )
    expect(indexed).toEqual([{ labels: { collection: stack.collection }, value: head }])
    expect(await metric('koi_indexer_lag_blocks')).toEqual([{ labels: { collection: stack.collection }, value: 0 }])
    expect((await metric('koi_indexer_metadata_queue'))[0]?.value).toBeGreaterThanOrEqual(0)
  })

  it('re-indexes the collection from its new block when the operator changes its address', async () => {
    await indexer.stop()
    const wallet = stack.testChain.walletFor(account(stack.testChain, 0))
    const hash = await wallet.deployContract({
      ...compiled.IndexerTestCollection,
      args: [`${metadata.url}/v1/`, account(stack.testChain, 8).address, 2n],
    })
    const receipt = await stack.testChain.publicClient.waitForTransactionReceipt({ hash })
    const moved = receipt.contractAddress as Address
    const settings = stack.settings({
      collections: [stack.indexed({ address: moved, deploymentBlock: Number(receipt.blockNumber) })],
      allowedMetadataOrigin: metadata.url,
    })
    indexer = startIndexer({ database: server.database, settings, log: createLogger('error'), registry })
    await eventually(
      () => ownerOf(server.database, moved, '1'),
      (owner) => owner === account(stack.testChain, 8).address,
    )
    // the slug now names the new address: the old one's chain facts went with it
    expect(await item('0')).toBeUndefined()
    const rows = await server.database.db
      .select({ tokenAddress: collections.tokenAddress, totalSupply: collections.totalSupply })
      .from(collections)
      .where(eq(collections.slug, 'indexer-test'))
    expect(rows).toEqual([{ tokenAddress: moved, totalSupply: 2 }])
  })
})
