import { asc, eq } from 'drizzle-orm'
import { pino } from 'pino'
import { Registry } from 'prom-client'
import { createPublicClient, http, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/connect'
import { items, transfers } from '../../server/db/schema'
import { createRangeFetcher, type RpcFailure } from '../../server/indexer/fetchLogs'
import { startIndexer } from '../../server/indexer/index'
import { prepareCollection } from '../../server/indexer/prepare'
import { syncCollection } from '../../server/indexer/sync'
import { databaseTargets, openTestDatabase } from '../server/harness'
import { account } from './chainFixture'
import { eventually, startIndexerStack, type IndexerStack } from './indexer/indexerStack'

// The demo's backfill stalled at its first batch: the Battlecards' mints come to more than the
// 10 MiB of logs the RPC client reads in one answer, and that failure was taken for an unreachable
// RPC (the same range asked again, forever, logged as a warning the demo's log does not show).
// Here the same at a few kilobytes: a client that reads less than the range's logs.

/** Tokens minted one a block after the deployment's consecutive range: a range of them is a few kilobytes of logs. */
const MINTED = 12

/** The most a test client reads in one answer: a block header or one block's logs fit, the whole range does not. */
const ANSWER_BYTES = 4096

describe.each(databaseTargets)('the indexer on logs larger than one answer (%s)', (target) => {
  let stack: IndexerStack
  let database: Database

  beforeAll(async () => {
    stack = await startIndexerStack({ baseUri: 'http://127.0.0.1:9/none/' })
    const minter = account(stack.testChain, 2)
    for (let token = 0; token < MINTED; token += 1) {
      await stack.send(minter, 'collection', 'mint', [minter.address, BigInt(100 + token)])
    }
    database = await openTestDatabase(target)
  })
  afterAll(async () => {
    await database?.close()
    await stack?.stop()
  })

  /** Bytes of the eth_getLogs answer over the collection's whole history, as the RPC sends it. */
  const wholeRangeBytes = async () => {
    const answer = await fetch(stack.testChain.chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getLogs',
        params: [{ address: [stack.collection, stack.market], fromBlock: '0x0', toBlock: 'latest' }],
      }),
    })
    return (await answer.text()).length
  }

  it('halves a range whose logs are larger than the client reads, and indexes every token', async () => {
    expect(await wholeRangeBytes()).toBeGreaterThan(ANSWER_BYTES)
    const collection = stack.indexed()
    // the collection's row and checkpoint, read with an ordinary client (the deployment block holds its bytecode)
    await prepareCollection(database.db, stack.testChain.publicClient, collection)
    const limited = createPublicClient({
      transport: http(stack.testChain.chain.rpcUrl, { retryCount: 0, maxResponseBodySize: ANSWER_BYTES }),
    })
    const failures: RpcFailure[] = []
    const outcome = await syncCollection({
      db: database.db,
      client: limited,
      collection,
      fetcher: createRangeFetcher({ maxRange: 5000, onRpcError: (failure) => failures.push(failure) }),
      confirmations: 0,
      reorgWindow: 64,
      stopped: () => false,
    })
    const head = Number(await stack.head())
    expect(outcome).toEqual({ kind: 'caught-up', lastBlock: head, headBlock: head })
    expect(failures).toContain('too-large')

    const minter = account(stack.testChain, 2).address
    const owned = await database.db
      .select({ tokenId: items.tokenId, owner: items.owner })
      .from(items)
      .where(eq(items.tokenAddress, stack.collection))
      .orderBy(asc(items.tokenNumber))
    expect(owned).toEqual([
      ...['0', '1', '2'].map((tokenId) => ({ tokenId, owner: stack.holder.address })),
      ...Array.from({ length: MINTED }, (_, index) => ({ tokenId: String(100 + index), owner: minter })),
    ])
    const minted = await database.db
      .select({ from: transfers.from })
      .from(transfers)
      .where(eq(transfers.tokenAddress, stack.collection))
    expect(minted).toHaveLength(3 + MINTED)
    expect(minted.every((row) => row.from === zeroAddress)).toBe(true)
  })

  it('logs a poll that keeps failing as an error, with its reason', async () => {
    const fresh = await openTestDatabase(target)
    type Line = { level: number; msg: string; reason?: string; collection?: string }
    const lines: Line[] = []
    const log = pino({ level: 'error' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) })
    // so small that not even a block header fits: nothing can be indexed
    const indexer = startIndexer({
      database: fresh,
      settings: stack.settings({ maxResponseBytes: 100 }),
      log,
      registry: new Registry(),
    })
    try {
      const [line] = await eventually(
        () => Promise.resolve(lines),
        (logged) => logged.length > 0,
      )
      expect(line).toMatchObject({ level: 50, collection: 'indexer-test' })
      expect(line?.reason).toContain('HTTP response body exceeded the size limit')
      expect(line?.msg).toMatch(/indexer-test failed \d+ times in a row/)
    } finally {
      await indexer.stop()
      await fresh.close()
    }
  })
})
