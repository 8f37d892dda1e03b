import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/connect'
import { databaseTargets, openTestDatabase, ORIGIN, testEnv } from '../server/harness'
import { readFrames, type LiveFrame, type OpenStream } from '../server/liveStream'
import { account } from './chainFixture'
import { hasUnsettledAfter, settledHead } from '../../server/live/outbox'
import { caughtUp, eventually, runIndexer, startIndexerStack, type IndexerStack } from './indexer/indexerStack'

// Chain facts are live: what the indexer writes of a collection's tokens reaches the open streams as
// one `nft.activity` event per collection and batch, naming the tokens and the accounts involved.
describe.each(databaseTargets)('chain activity on the live stream (%s)', (target) => {
  let stack: IndexerStack
  let database: Database
  let stream: OpenStream | undefined

  beforeAll(async () => {
    stack = await startIndexerStack({ baseUri: 'http://127.0.0.1:9/none/' })
    database = await openTestDatabase(target)
  })
  afterAll(async () => {
    await stream?.close().catch(() => undefined)
    await database?.close()
    await stack?.stop()
  })

  /** The next `nft.activity` frame of the stream (other topics skipped). */
  async function nextActivity(open: OpenStream): Promise<LiveFrame> {
    for (;;) {
      const frame = await open.next(30_000)
      if (frame.event === 'nft.activity') return frame
    }
  }

  it('sends a transfer, a listing and a sale on the chain to an open stream, with the tokens and accounts they touch', async () => {
    const indexer = runIndexer(database, stack.settings())
    try {
      await caughtUp(indexer, stack)
      // The mints' event is settled once no older transaction runs: on a shared PostgreSQL server, one
      // in another test's database can hold it back, and a stream opened before then is sent it.
      await eventually(
        async () => hasUnsettledAfter(database.db, await settledHead(database.db)),
        (unsettled) => !unsettled,
      )
      const app = createApp({
        db: database.db,
        env: testEnv(),
        changes: await database.watchChanges(),
        distDir: '/nonexistent',
      })
      const answer = await app.request(`${ORIGIN}/api/live`)
      expect(answer.status).toBe(200)
      stream = readFrames(answer)
      expect((await stream.next()).event).toBe('ready')

      const holder = stack.holder.address
      const receiver = account(stack.testChain, 3).address
      await stack.send(stack.holder, 'collection', 'transferFrom', [holder, receiver, 0n])
      expect((await nextActivity(stream)).data).toEqual({
        collection: stack.collection,
        slug: 'indexer-test',
        kind: 'transfer',
        tokenIds: ['0'],
        accounts: [holder.toLowerCase(), receiver.toLowerCase()].sort(),
      })

      await stack.send(stack.holder, 'market', 'list', [stack.collection, 1n, 1_500_000_000_000_000_000n])
      expect((await nextActivity(stream)).data).toMatchObject({
        kind: 'listing',
        tokenIds: ['1'],
        accounts: [holder.toLowerCase()],
      })

      const buyer = account(stack.testChain, 4).address
      await stack.send(stack.holder, 'market', 'sell', [
        stack.collection,
        1n,
        buyer,
        holder,
        1_500_000_000_000_000_000n,
      ])
      const sold: LiveFrame[] = []
      // the sale, and the listing it ends, in the indexer's order
      while (!sold.some((frame) => frame.data.kind === 'sale')) sold.push(await nextActivity(stream))
      expect(sold.find((frame) => frame.data.kind === 'sale')?.data).toEqual({
        collection: stack.collection,
        slug: 'indexer-test',
        kind: 'sale',
        tokenIds: ['1'],
        accounts: [holder.toLowerCase(), buyer.toLowerCase()].sort(),
      })
    } finally {
      await indexer.stop()
    }
  })
})
