import { and, asc, count, eq, sql } from 'drizzle-orm'
import { getAddress, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/connect'
import { collectionEventsAbi } from '../../server/indexer/abi'
import { collections, indexerCheckpoints, items, listings, reactions, sales, transfers } from '../../server/db/schema'
import { createApp } from '../../server/app'
import { databaseTargets, openTestDatabase, ORIGIN, testEnv } from '../server/harness'
import { account } from './chainFixture'
import { caughtUp, eventually, ownerOf, runIndexer, startIndexerStack, type IndexerStack } from './indexer/indexerStack'

// Koi indexes a plain OpenZeppelin ERC-721 from its address and deployment block alone, behind an
// RPC that refuses eth_getLogs over 1,000 blocks, and follows it as the chain moves on.
describe.each(databaseTargets)('the indexer on a local chain (%s)', (target) => {
  let stack: IndexerStack
  let database: Database

  beforeAll(async () => {
    stack = await startIndexerStack({ baseUri: 'http://127.0.0.1:9/none/', blocksAfter: 2500 })
    // one token minted on its own, after the consecutive range
    await stack.send(account(stack.testChain, 2), 'collection', 'mint', [account(stack.testChain, 2).address, 100n])
    database = await openTestDatabase(target)
  })
  afterAll(async () => {
    await database?.close()
    await stack?.stop()
  })

  const transferRows = () =>
    database.db
      .select()
      .from(transfers)
      .where(eq(transfers.tokenAddress, stack.collection))
      .orderBy(asc(transfers.blockNumber), asc(transfers.tokenId))

  it('backfills from the deployment block in ranges the RPC accepts, then follows transfers', async () => {
    const indexer = runIndexer(database, stack.settings())
    try {
      await caughtUp(indexer, stack)
      const holder = stack.holder.address
      expect(await ownerOf(database, stack.collection, '0')).toBe(holder)
      expect(await ownerOf(database, stack.collection, '2')).toBe(holder)
      expect(await ownerOf(database, stack.collection, '100')).toBe(account(stack.testChain, 2).address)
      const [collection] = await database.db
        .select()
        .from(collections)
        .where(eq(collections.tokenAddress, stack.collection))
      expect(collection).toMatchObject({
        slug: 'indexer-test',
        name: 'Indexer Test',
        symbol: 'IDX',
        totalSupply: 4,
        contractDeployer: account(stack.testChain, 0).address,
      })
      const minted = await transferRows()
      expect(minted.map((row) => [row.tokenId, row.from, row.to])).toEqual([
        ['0', '0x0000000000000000000000000000000000000000', holder],
        ['1', '0x0000000000000000000000000000000000000000', holder],
        ['2', '0x0000000000000000000000000000000000000000', holder],
        ['100', '0x0000000000000000000000000000000000000000', account(stack.testChain, 2).address],
      ])
      expect(minted[0]?.blockNumber).toBe(stack.deploymentBlock)
      // the 2,500 blocks did not fit in one range: the indexer narrowed its range after a refusal
      expect(stack.proxy.counts.refused).toBeGreaterThan(0)
      // the embedded database has no autovacuum: once caught up, the backfill refreshed the
      // planner's row counts of what it wrote (the copy it started from counted no items)
      const plannedItems = async () => {
        const result = await database.db.execute(
          sql`select reltuples::int as "rows" from pg_class where relname = 'items' and relnamespace = to_regnamespace(current_schema())`,
        )
        const [row] = (result as { rows: { rows: number }[] }).rows
        return Number(row?.rows)
      }
      await eventually(plannedItems, (rows) => rows === 4)

      const receiver = account(stack.testChain, 3).address
      const sent = await stack.send(stack.holder, 'collection', 'transferFrom', [holder, receiver, 0n])
      await eventually(
        () => ownerOf(database, stack.collection, '0'),
        (owner) => owner === receiver,
      )
      const block = await stack.testChain.publicClient.getBlock({ blockNumber: sent.blockNumber })
      const followed = (await transferRows()).at(-1)
      expect(followed).toMatchObject({
        tokenId: '0',
        from: holder,
        to: receiver,
        txHash: sent.hash,
        blockNumber: Number(sent.blockNumber),
        transferredAt: new Date(Number(block.timestamp) * 1000),
      })
    } finally {
      await indexer.stop()
    }
  })

  it('indexes listings and sales from the market, and drops a listing whose token leaves the seller', async () => {
    const indexer = runIndexer(database, stack.settings())
    try {
      const seller = stack.holder
      await stack.send(seller, 'market', 'list', [stack.collection, 1n, 1_500_000_000_000_000_000n])
      await stack.send(seller, 'market', 'list', [stack.collection, 2n, 2_000_000_000_000_000_000n])
      // a second Listed replaces the first listing's price
      await stack.send(seller, 'market', 'list', [stack.collection, 2n, 2_500_000_000_000_000_000n])
      await caughtUp(indexer, stack)
      const listed = () =>
        database.db
          .select({ tokenId: listings.tokenId, price: listings.price, seller: listings.seller })
          .from(listings)
          .where(eq(listings.tokenAddress, stack.collection))
          .orderBy(asc(listings.tokenId))
      expect(await listed()).toEqual([
        { tokenId: '1', price: parseEther('1.5'), seller: seller.address },
        { tokenId: '2', price: parseEther('2.5'), seller: seller.address },
      ])

      const buyer = account(stack.testChain, 4).address
      const sold = await stack.send(seller, 'market', 'sell', [
        stack.collection,
        2n,
        buyer,
        seller.address,
        2_500_000_000_000_000_000n,
      ])
      await stack.send(seller, 'collection', 'transferFrom', [seller.address, buyer, 2n])
      // token 1 moves away from its seller: the market could not sell it any more
      await stack.send(seller, 'collection', 'transferFrom', [seller.address, account(stack.testChain, 5).address, 1n])
      await caughtUp(indexer, stack)
      expect(await listed()).toEqual([])
      const saleRows = await database.db.select().from(sales).where(eq(sales.tokenAddress, stack.collection))
      expect(saleRows).toMatchObject([
        { tokenId: '2', price: parseEther('2.5'), symbol: 'ETH', seller: seller.address, buyer, txHash: sold.hash },
      ])
    } finally {
      await indexer.stop()
    }
  })

  it('unwinds a reorg: a transfer taken back by the chain is taken back from the tables', async () => {
    const indexer = runIndexer(database, stack.settings())
    try {
      await caughtUp(indexer, stack)
      const client = stack.testChain.testClient
      const before = await ownerOf(database, stack.collection, '100')
      const snapshot = await client.snapshot()
      const minter = account(stack.testChain, 2)
      const taken = await stack.send(minter, 'collection', 'transferFrom', [
        minter.address,
        account(stack.testChain, 6).address,
        100n,
      ])
      await stack.send(minter, 'collection', 'mint', [minter.address, 101n])
      await caughtUp(indexer, stack)
      expect(await ownerOf(database, stack.collection, '100')).toBe(account(stack.testChain, 6).address)
      expect(await ownerOf(database, stack.collection, '101')).toBe(minter.address)

      await client.revert({ id: snapshot })
      // a different history at the same heights: another transfer, then an empty block
      const other = await stack.send(minter, 'collection', 'transferFrom', [
        minter.address,
        account(stack.testChain, 7).address,
        100n,
      ])
      await client.mine({ blocks: 1 })
      expect(other.blockNumber).toBe(taken.blockNumber)
      await eventually(
        () => ownerOf(database, stack.collection, '100'),
        (owner) => owner === account(stack.testChain, 7).address,
      )
      await caughtUp(indexer, stack)
      expect(before).toBe(minter.address)
      expect(await ownerOf(database, stack.collection, '101')).toBeUndefined()
      const hashes = (await transferRows()).map((row) => row.txHash)
      expect(hashes).not.toContain(taken.hash)
      expect(hashes).toContain(other.hash)
      const [collection] = await database.db
        .select({ totalSupply: collections.totalSupply })
        .from(collections)
        .where(eq(collections.tokenAddress, stack.collection))
      expect(collection?.totalSupply).toBe(4)
    } finally {
      await indexer.stop()
    }
  })

  it('keeps reads working while the RPC is down, and catches up when it returns', async () => {
    const indexer = runIndexer(database, stack.settings())
    try {
      await caughtUp(indexer, stack)
      stack.proxy.cut()
      const minter = account(stack.testChain, 2)
      await stack.send(minter, 'collection', 'mint', [minter.address, 102n])
      const [row] = await database.db
        .select({ items: count() })
        .from(items)
        .where(eq(items.tokenAddress, stack.collection))
      expect(row?.items).toBe(4)
      stack.proxy.restore()
      await eventually(
        () => ownerOf(database, stack.collection, '102'),
        (owner) => owner === minter.address,
      )
    } finally {
      stack.proxy.restore()
      await indexer.stop()
    }
  })

  it('re-indexes a chain started again but keeps the community rows of its tokens', async () => {
    const reaction = {
      targetKind: 'nft',
      targetId: `${stack.collection}:0`,
      account: getAddress(account(stack.testChain, 3).address),
      type: 'love',
    }
    await database.db.insert(reactions).values(reaction)
    const transfersBefore = (await transferRows()).length
    // as if the deployment block now had another hash: the chain was started again
    await database.db.execute(sql`update indexer_checkpoints set deployment_hash = '0xdead'`)
    await database.db.execute(sql`update items set name = 'stale' where token_address = ${stack.collection}`)
    const indexer = runIndexer(database, stack.settings())
    try {
      await eventually(
        async () => (await database.db.select().from(indexerCheckpoints))[0]?.deploymentHash,
        (hash) => hash !== undefined && hash !== '0xdead',
      )
      await caughtUp(indexer, stack)
      expect(await transferRows()).toHaveLength(transfersBefore)
      const stale = await database.db
        .select({ items: count() })
        .from(items)
        .where(and(eq(items.tokenAddress, stack.collection), eq(items.name, 'stale')))
      expect(stale[0]?.items).toBe(0)
      const kept = await database.db.select().from(reactions).where(eq(reactions.targetId, reaction.targetId))
      expect(kept).toHaveLength(1)
    } finally {
      await indexer.stop()
    }
  })

  it('resumes from its checkpoint after dying mid-way, with nothing doubled or missed', async () => {
    const fresh = await openTestDatabase(target)
    try {
      const settings = stack.settings({ maxBlockRange: 400 })
      // the RPC goes away after three ranges: the process stops as if killed between two batches
      stack.proxy.cutAfterGetLogs(3)
      const first = runIndexer(fresh, settings)
      const midway = await eventually(
        () => first.progress(stack.collection),
        (progress) => (progress?.indexedBlock ?? 0) >= stack.deploymentBlock + 3 * 400 - 1,
      )
      await first.stop()
      const head = Number(await stack.head())
      expect(midway?.indexedBlock).toBeLessThan(head)
      // the collection page says how far the backfill is, from the checkpoint the batches wrote
      const app = createApp({ db: fresh.db, env: testEnv(), distDir: '/nonexistent' })
      const progress = async () => {
        const answer = await app.request(`${ORIGIN}/api/collections/indexer-test/indexing`)
        expect(answer.status).toBe(200)
        return ((await answer.json()) as { data: { indexing: unknown } }).data.indexing
      }
      expect(await progress()).toEqual({
        deploymentBlock: stack.deploymentBlock,
        indexedBlock: midway?.indexedBlock,
        headBlock: midway?.headBlock,
        caughtUp: false,
      })
      stack.proxy.restore()

      const second = runIndexer(fresh, settings)
      try {
        await caughtUp(second, stack)
      } finally {
        await second.stop()
      }
      expect(await progress()).toMatchObject({ indexedBlock: head, caughtUp: true })
      const onChain = await stack.testChain.publicClient.getLogs({
        address: stack.collection,
        event: collectionEventsAbi[0],
        fromBlock: 0n,
        toBlock: BigInt(head),
      })
      const indexed = await fresh.db
        .select({ txHash: transfers.txHash, tokenId: transfers.tokenId })
        .from(transfers)
        .where(eq(transfers.tokenAddress, stack.collection))
      const key = (row: { txHash: string; tokenId: string }) => `${row.txHash}:${row.tokenId}`
      // the consecutive range is one ConsecutiveTransfer log of three tokens
      const expected = [
        ...onChain.map((log) => key({ txHash: log.transactionHash, tokenId: String(log.args.tokenId) })),
        ...['0', '1', '2'].map((tokenId) => `${stack.deploymentTx}:${tokenId}`),
      ].sort()
      expect(indexed.map(key).sort()).toEqual(expected)
    } finally {
      stack.proxy.restore()
      await fresh.close()
    }
  })

  if (target === 'postgres') {
    it('indexes in one process of those sharing the database, and another takes over when it stops', async () => {
      const settings = stack.settings()
      const first = runIndexer(database, settings)
      await eventually(
        () => Promise.resolve(first.isLeader()),
        (leading) => leading,
      )
      const second = runIndexer(database, settings)
      try {
        await caughtUp(first, stack)
        expect(second.isLeader()).toBe(false)
        await first.stop()
        await eventually(
          () => Promise.resolve(second.isLeader()),
          (leading) => leading,
        )
        const minter = account(stack.testChain, 2)
        await stack.send(minter, 'collection', 'mint', [minter.address, 200n])
        await eventually(
          () => ownerOf(database, stack.collection, '200'),
          (owner) => owner === minter.address,
        )
      } finally {
        await first.stop()
        await second.stop()
      }
    })
  }
})
