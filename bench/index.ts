/**
 * `npm run bench:index`: how fast the indexer reads a chain, at the demo's size (1x: the demo's
 * history replayed on a local Hardhat chain, its metadata served by the app's own assets route) and
 * at ten times its tokens (10x: one KoiCollection of 100,000 tokens minted with mintBatch, 400 a
 * transaction, then 5,000 transfers, its metadata served by a small local HTTP server). SCALES
 * (`1,10` by default) picks them.
 *
 * Each scale runs in two phases on an empty database, so each figure is its own: the backfill
 * (every collection from its deployment block to the head: events a second, counted as the
 * `chain_events` rows written) and then the metadata (every queued token's tokenURI read and its
 * JSON fetched and written: tokens a second, until the queue is empty). The indexer's process
 * memory (RSS and V8 heap, peak of samples every 200 ms) is printed for each phase; it holds the
 * embedded database too, and the metadata server, which answers from the same process.
 *
 * The embedded database unless BENCH_DATABASE_URL names a PostgreSQL (a schema of its own per run,
 * dropped afterwards). BENCH_METADATA_SECONDS (600) bounds the metadata phase: a slower run prints
 * the rate of the tokens read by then; BENCH_SCALED_TOKENS (100,000) sizes the 10x collection for a
 * quicker look. Prints figures; never fails on them.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { count, sql } from 'drizzle-orm'
import pg from 'pg'
import { Registry } from 'prom-client'
import { createPublicClient, createWalletClient, getAddress, http, type Address } from 'viem'
import { findFreePort } from '../contracts/free-port.ts'
import { startLocalChain, type LocalChain } from '../contracts/local-chain.ts'
import { assetsApp } from '../server/assets/app.ts'
import { openDatabase, type Database } from '../server/db/connect.ts'
import { chainEvents, itemMetadata, metadataQueue } from '../server/db/schema/index.ts'
import { startCollectionLoop, type LoopContext } from '../server/indexer/collectionLoop.ts'
import { indexerClient } from '../server/indexer/client.ts'
import { demoIndexerSettings } from '../server/indexer/demoSettings.ts'
import { startMetadataWorker } from '../server/indexer/metadata/worker.ts'
import { indexerMetrics } from '../server/indexer/metrics.ts'
import { indexingProgress } from '../server/indexer/progress.ts'
import { INDEXER_DEFAULTS, type IndexerSettings } from '../server/indexer/settings.ts'
import { createLogger } from '../server/ops/log.ts'
import { koiCollectionAbi } from '../src/services/chain/abis/index.ts'
import { localTestAccounts } from '../src/services/chain/localAccounts.ts'

const SCALES = (process.env.SCALES ?? '1,10').split(',').map((entry) => Number(entry.trim()))
const METADATA_SECONDS = Number(process.env.BENCH_METADATA_SECONDS ?? 600)
const DATABASE_URL = process.env.BENCH_DATABASE_URL
/** Tokens of the 10x collection (BENCH_SCALED_TOKENS for a quicker look), and transfers made after the mints. */
const SCALED_TOKENS = Number(process.env.BENCH_SCALED_TOKENS ?? 100_000)
const SCALED_TRANSFERS = Math.min(5_000, SCALED_TOKENS)
const ASSETS_VERSION = 'bench'
const POLL_MS = 250
const PROGRESS_MS = 10_000

interface Fixture {
  chain: LocalChain
  settings: IndexerSettings
  /** what the chain holds, said in a line */
  holds: string
  close(): Promise<void>
}

interface Memory {
  rssMb: number
  heapMb: number
}

const listen = async (server: Server, port = 0) => {
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const closeServer = (server: Server) =>
  new Promise<void>((done) => {
    server.closeAllConnections()
    server.close(() => done())
  })

/** The demo's history on its chain, its metadata from the app's own assets route (as `npm start` serves it). */
async function demoFixture(): Promise<Fixture> {
  const port = await findFreePort()
  const origin = `http://127.0.0.1:${port}`
  const server = serve({ fetch: assetsApp.fetch, port, hostname: '127.0.0.1' }) as Server
  const started = Date.now()
  const chain = await startLocalChain({
    port: await findFreePort(),
    demoHistory: { now: new Date(), metadataBase: `${origin}/assets/${ASSETS_VERSION}/metadata/` },
  })
  if (!chain.demo) throw new Error('the demo history was not replayed')
  // the backfill is measured on the whole history, so the indexer starts once it is on the chain
  const { deployments } = chain.demo
  const history = await chain.demo.replayed
  const settings = demoIndexerSettings({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, origin, deployments })
  return {
    chain,
    settings,
    holds: `the demo history, ${history.head} blocks, replayed in ${seconds(Date.now() - started)} s`,
    close: async () => {
      await chain.stop()
      await closeServer(server)
    },
  }
}

/** A token's metadata at 10x: five traits drawn from a few values each, like the demo's. */
function scaledMetadata(origin: string, tokenId: number) {
  const pick = (salt: number, values: readonly string[]) => values[(tokenId * 2654435761 + salt) % values.length] ?? ''
  return {
    name: `Bench #${tokenId}`,
    description: 'A token of the indexer bench',
    image: `${origin}/images/${tokenId}.png`,
    attributes: [
      { trait_type: 'Colour', value: pick(1, ['Red', 'Gold', 'White', 'Black', 'Blue', 'Orange']) },
      { trait_type: 'Fins', value: pick(2, ['Long', 'Short', 'Split', 'Veil']) },
      { trait_type: 'Pond', value: pick(3, ['Stone', 'Moss', 'Lotus', 'Reed', 'Cedar']) },
      { trait_type: 'Pattern', value: pick(4, ['Kohaku', 'Sanke', 'Showa', 'Utsuri', 'Bekko', 'Asagi', 'Shusui']) },
      { trait_type: 'Power', value: (tokenId % 97) + 1, display_type: 'number' },
    ],
  }
}

/** One collection of 100,000 tokens over the test accounts, then transfers between them. */
async function scaledFixture(): Promise<Fixture> {
  const server = createServer((request, response) => {
    const id = /^\/metadata\/(\d+)\.json$/.exec(request.url ?? '')?.[1]
    if (id === undefined || Number(id) >= SCALED_TOKENS) {
      response.writeHead(404)
      response.end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(scaledMetadata(origin, Number(id))))
  })
  const origin = await listen(server)
  const accounts = localTestAccounts()
  const started = Date.now()
  const holdings = Array.from({ length: SCALED_TOKENS }, (_, index) => ({
    tokenId: BigInt(index),
    owner: accounts[index % accounts.length]?.address as Address,
  }))
  const chain = await startLocalChain({
    port: await findFreePort(),
    nfts: { collections: [{ name: 'Bench', symbol: 'BENCH', baseURI: `${origin}/metadata/`, holdings }] },
  })
  const collection = chain.nfts?.collections[0]
  if (!collection) throw new Error('the bench collection was not deployed')
  const minted = Date.now()
  // each account sends its own transfers in order (its nonces), the accounts side by side
  const transport = http(chain.rpcUrl)
  const publicClient = createPublicClient({ transport })
  await Promise.all(
    accounts.map(async (account, sender) => {
      const wallet = createWalletClient({ account, transport })
      const receiver = accounts[(sender + 1) % accounts.length]?.address as Address
      let last: `0x${string}` | undefined
      for (let tokenId = sender; tokenId < SCALED_TRANSFERS; tokenId += accounts.length) {
        last = await wallet.writeContract({
          address: collection.address,
          abi: koiCollectionAbi,
          functionName: 'transferFrom',
          args: [account.address, receiver, BigInt(tokenId)],
          gas: 100_000n,
          chain: null,
        })
      }
      if (last) await publicClient.waitForTransactionReceipt({ hash: last })
    }),
  )
  const head = await publicClient.getBlockNumber()
  const settings: IndexerSettings = {
    rpcUrl: chain.rpcUrl,
    collections: [
      {
        chainId: chain.chainId,
        address: getAddress(collection.address),
        deploymentBlock: Number(collection.blockNumber),
        slug: 'bench',
        name: 'Bench',
        description: '',
        image: '',
        bannerImage: '',
      },
    ],
    ...INDEXER_DEFAULTS,
    allowedMetadataOrigin: origin,
  }
  return {
    chain,
    settings,
    holds:
      `${SCALED_TOKENS} tokens minted in ${seconds(minted - started)} s, ` +
      `${SCALED_TRANSFERS} transfers in ${seconds(Date.now() - minted)} s, ${head} blocks`,
    close: async () => {
      await chain.stop()
      await closeServer(server)
    },
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1)
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024)

/** Peak RSS and heap while `run` runs. */
async function measured<T>(run: () => Promise<T>): Promise<{ value: T; ms: number; peak: Memory }> {
  const peak: Memory = { rssMb: 0, heapMb: 0 }
  const sample = () => {
    const usage = process.memoryUsage()
    peak.rssMb = Math.max(peak.rssMb, megabytes(usage.rss))
    peak.heapMb = Math.max(peak.heapMb, megabytes(usage.heapUsed))
  }
  const timer = setInterval(sample, 200)
  const started = Date.now()
  try {
    const value = await run()
    sample()
    return { value, ms: Date.now() - started, peak }
  } finally {
    clearInterval(timer)
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

async function openBenchDatabase(scale: number): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!DATABASE_URL) {
    const database = await openDatabase()
    return { database, drop: () => database.close() }
  }
  const pgSchema = `bench_index_${scale}x_${Date.now()}`
  const database = await openDatabase({ databaseUrl: DATABASE_URL, pgSchema })
  return {
    database,
    drop: async () => {
      await database.close()
      const client = new pg.Client({ connectionString: DATABASE_URL })
      await client.connect()
      await client.query(`drop schema ${pgSchema} cascade`)
      await client.end()
    },
  }
}

async function benchScale(scale: number) {
  const fixture = scale === 1 ? await demoFixture() : await scaledFixture()
  console.log(`${scale}x: ${fixture.holds}`)
  const { database, drop } = await openBenchDatabase(scale)
  try {
    const { settings } = fixture
    const context: LoopContext = {
      db: database.db,
      client: indexerClient(settings),
      settings,
      log: createLogger(process.env.BENCH_LOG ?? 'error'),
      metrics: indexerMetrics(new Registry()),
    }
    // the node closes idle connections as they are reused: read the head with retries
    const head = Number(
      await createPublicClient({ transport: http(settings.rpcUrl, { retryCount: 3 }) }).getBlockNumber(),
    )

    const backfill = await measured(async () => {
      const stops = settings.collections.map((collection) => startCollectionLoop(context, collection))
      for (;;) {
        const progress = await Promise.all(
          settings.collections.map((collection) => indexingProgress(database.db, collection.address)),
        )
        if (progress.every((entry) => (entry?.indexedBlock ?? -1) >= head)) break
        await pause(POLL_MS)
      }
      await Promise.all(stops.map((stop) => stop()))
      const [events] = await database.db.select({ rows: count() }).from(chainEvents)
      return events?.rows ?? 0
    })
    const eventsPerSecond = Math.round(backfill.value / (backfill.ms / 1000))
    console.log(
      `${scale}x backfill: ${backfill.value} events in ${seconds(backfill.ms)} s, ${eventsPerSecond} events/s; ` +
        `peak RSS ${backfill.peak.rssMb} MB, heap ${backfill.peak.heapMb} MB`,
    )

    // read until the queue is empty (what a demo start waits for); the worker's stop then waits for
    // the rarity ranking it runs once nothing is due, timed apart
    let stopMs = 0
    const metadata = await measured(async () => {
      const stop = startMetadataWorker(context, { reader: indexerClient(settings, { batch: true }) })
      const deadline = Date.now() + METADATA_SECONDS * 1000
      let reported = Date.now()
      for (;;) {
        const [queued] = await database.db.select({ rows: count() }).from(metadataQueue)
        if ((queued?.rows ?? 0) === 0 || Date.now() > deadline) break
        if (Date.now() - reported >= PROGRESS_MS) {
          reported = Date.now()
          console.log(`  ${queued?.rows} tokens' metadata to read`)
        }
        await pause(POLL_MS)
      }
      const [read] = await database.db.select({ rows: count() }).from(itemMetadata)
      const [left] = await database.db
        .select({ rows: count() })
        .from(metadataQueue)
        .where(sql`${metadataQueue.attempts} > 0`)
      const stopping = Date.now()
      await stop()
      stopMs = Date.now() - stopping
      return { read: read?.rows ?? 0, failed: left?.rows ?? 0 }
    })
    const readMs = metadata.ms - stopMs
    const tokensPerSecond = Math.round(metadata.value.read / (readMs / 1000))
    console.log(
      `${scale}x metadata: ${metadata.value.read} tokens in ${seconds(readMs)} s, ${tokensPerSecond} tokens/s` +
        `${metadata.value.failed ? ` (${metadata.value.failed} failed)` : ''}; ` +
        `then the rarity ranking and stop ${seconds(stopMs)} s; ` +
        `peak RSS ${metadata.peak.rssMb} MB, heap ${metadata.peak.heapMb} MB`,
    )
    return { scale, eventsPerSecond, tokensPerSecond, backfill, metadata }
  } finally {
    await drop()
    await fixture.close()
  }
}

async function main() {
  console.log(`bench:index on ${DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}, ${new Date().toISOString()}`)
  const rows = []
  for (const scale of SCALES) rows.push(await benchScale(scale))
  console.log('\nscale | backfill events/s | metadata tokens/s | peak RSS MB (backfill, metadata) | peak heap MB')
  for (const row of rows)
    console.log(
      `${row.scale}x | ${row.eventsPerSecond} | ${row.tokensPerSecond} | ` +
        `${row.backfill.peak.rssMb}, ${row.metadata.peak.rssMb} | ${row.backfill.peak.heapMb}, ${row.metadata.peak.heapMb}`,
    )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
