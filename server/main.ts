import cluster from 'node:cluster'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createApp } from './app'
import { EnvError, parseEnv, type Env } from './config/env'
import { assertRealStartSettings } from './config/realStart'
import { openDatabase } from './db/connect'
import { startSweeping } from './maintenance/sweep'
import { applyConfiguredAdmins } from './auth/admins'
import type { SeedJob } from './seedProcess'
import { ChainConfigError, configuredChain } from './chain'
import { swapChainOf, type SwapChain } from './modules/swaps/chain'
import { startReconciling } from './modules/swaps/claimReconciler'
import { createLogger, errorsOnlyLogger, type Logger } from './ops/log'
import { createMetrics, type Metrics } from './ops/metrics'
import { serveMetrics } from './ops/metricsServer'
import { metricsOf, runCluster, workerMetrics, workersOf } from './cluster'
import { IndexerSettingsError, readIndexerSettings, startIndexer, type IndexerSettings } from './indexer'
import { createChainRefresh } from './indexer/refresh'
import { indexerState, type IndexerState } from './indexer/settled.ts'

export interface StartOptions {
  port?: number
  host?: '127.0.0.1'
  env?: Env
  /** Folder of the embedded database (`.data/pglite` by default). */
  dataDir?: string
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string
  pgSchema?: string
  chain?: SwapChain
  /**
   * Seed the demo data on first start. Only the demo start (`npm start`) and the test stacks ask for
   * it; a real start creates the schema and nothing else (default false).
   */
  seed?: boolean
  /** Members in the seeded leaderboard (the demo default is 10,000). */
  seedMembers?: number
  /** The instant the demo data is generated for (now by default): the demo chain's, when it replays one. */
  seedNow?: Date
  distDir?: string
  /** Request lines and failures (internal errors only by default). */
  log?: Logger
  metrics?: Metrics
  /** Most PostgreSQL connections this process opens (10 by default). */
  poolSize?: number
  /**
   * Collections to index from the chain (INDEXED_COLLECTIONS): the processes sharing the database
   * elect one to run the indexer. None by default.
   */
  indexer?: IndexerSettings
  /** The indexer starts once this settles (see IndexerOptions.after); at once without it. */
  indexerAfter?: Promise<unknown>
}

export interface RunningServer {
  url: string
  /** Where the indexer stands on its collections, when this process was given some to index. */
  indexerState?: () => Promise<IndexerState>
  close(): Promise<void>
}

/**
 * Seeds (when the database is empty) in a process of its own. Seeding takes the embedded database
 * and the generated demo data to their peak memory, and neither WebAssembly memory nor the
 * allocator's arenas shrink afterwards: when that process ends all of it goes back to the system,
 * and the server keeps only what serving needs. It runs the TypeScript sources through tsx, as the
 * server itself does.
 */
export async function seedApart(job: SeedJob): Promise<void> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
  const script = fileURLToPath(new URL('./seedProcess.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', tsx, script, JSON.stringify(job)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail)
    child.once('exit', done)
  })
  if (code !== 0) throw new Error(`seeding the database failed (exit code ${code})`)
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? parseEnv()
  const log = options.log ?? errorsOnlyLogger()
  const target = options.databaseUrl
    ? { databaseUrl: options.databaseUrl, pgSchema: options.pgSchema }
    : { dataDir: options.dataDir ?? resolve('.data/pglite') }
  if (options.seed === true) {
    await seedApart({
      target,
      members: options.seedMembers,
      now: options.seedNow?.toISOString(),
      swapAddress: options.chain?.contracts.claimVault,
    })
  }
  const database = await openDatabase({
    ...target,
    poolSize: options.poolSize,
    onConnectionError: (error) => log.warn({ err: error }, 'database connection lost'),
  })
  await applyConfiguredAdmins(database.db, env.adminAccounts)
  const metrics = options.metrics ?? createMetrics()
  const app = createApp({
    db: database.db,
    env,
    changes: await database.watchChanges(),
    chain: options.chain,
    distDir: options.distDir,
    pool: database.pool,
    log,
    metrics,
    // every process answers reindex and refreshCache; only the elected one runs the indexer
    chainRefresh: options.indexer && createChainRefresh(database.db, options.indexer),
  })
  const server = await new Promise<ReturnType<typeof serve>>((done, fail) => {
    const running = serve(
      { fetch: app.fetch, port: options.port ?? env.port, hostname: options.host ?? '127.0.0.1' },
      () => done(running),
    )
    // a port already taken fails the start (EADDRINUSE) instead of leaving it waiting
    running.once('error', fail)
  }).catch(async (error: unknown) => {
    await database.close()
    throw error
  })
  const { port } = server.address() as AddressInfo
  const stopSweeping = startSweeping(database.db, { chain: options.chain, log })
  // every process of a cluster runs it: a chunk of blocks is booked by whichever gets there first
  const stopReconciling = options.chain ? startReconciling(database.db, options.chain, { log }) : async () => {}
  const indexer = options.indexer
    ? startIndexer({
        database,
        settings: options.indexer,
        log,
        registry: metrics.registry,
        after: options.indexerAfter,
      })
    : undefined
  const indexedAddresses = options.indexer?.collections.map((collection) => collection.address) ?? []
  return {
    url: `http://127.0.0.1:${port}`,
    indexerState: indexer ? () => indexerState(database.db, indexedAddresses) : undefined,
    close: async () => {
      await indexer?.stop()
      await stopSweeping()
      await stopReconciling()
      await new Promise<void>((done) => server.close(() => done()))
      await database.close()
    },
  }
}

/** The settings of a start from the environment (the deployment entry and each of its workers). */
function startOptionsOf(source: NodeJS.ProcessEnv, log: Logger): StartOptions {
  const env = parseEnv(source)
  // the chain the environment names (RPC_URL, CLAIM_VAULT_ADDRESS, ...); without one the claim calls answer 409
  const chainConfig = configuredChain(source)
  return {
    env,
    chain: chainConfig && swapChainOf(chainConfig),
    databaseUrl: source.DATABASE_URL || undefined,
    pgSchema: source.DATABASE_SCHEMA || undefined,
    dataDir: source.DATA_DIR || undefined,
    // a real deployment seeds nothing; SEED_DEMO=1 asks for the demo data explicitly
    seed: source.SEED_DEMO === '1' || source.SEED_DEMO === 'true',
    seedMembers: source.SEED_MEMBERS ? Number(source.SEED_MEMBERS) : undefined,
    poolSize: source.DATABASE_POOL_SIZE ? Number(source.DATABASE_POOL_SIZE) : undefined,
    // INDEXED_COLLECTIONS (and RPC_URL): without them nothing is indexed
    indexer: readIndexerSettings(source),
    log,
  }
}

// `tsx server/main.ts`: start with the environment (DATABASE_URL selects PostgreSQL, WORKERS=N runs
// N processes behind one port); also how each of those processes starts
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const log = createLogger()
  try {
    // the deployment entry's own settings; a worker's primary checked them
    if (!cluster.isWorker) assertRealStartSettings()
    const options = startOptionsOf(process.env, log)
    const metricsPort = process.env.METRICS_PORT
    let running: RunningServer
    let metricsUrl: string | undefined
    if (cluster.isWorker) {
      // one of the cluster's processes: the primary prepared the database and serves the metrics
      running = await startServer({ ...options, seed: false, metrics: workerMetrics() })
    } else if (workersOf(process.env) > 1) {
      const started = await runCluster({
        workers: workersOf(process.env),
        environment: process.env,
        target: { databaseUrl: options.databaseUrl, pgSchema: options.pgSchema },
        seed: options.seed
          ? {
              members: options.seedMembers,
              swapAddress: options.chain?.contracts.claimVault,
            }
          : undefined,
        seedApart,
        log,
        metricsPort,
      })
      running = started
      metricsUrl = started.metricsUrl
    } else {
      const metrics = createMetrics({ processFigures: true })
      const served = metricsPort
        ? await serveMetrics(metricsOf(metrics), Number(metricsPort), process.env.METRICS_HOST)
        : null
      const server = await startServer({ ...options, metrics })
      metricsUrl = served?.url
      running = {
        url: server.url,
        close: async () => {
          await served?.close()
          await server.close()
        },
      }
    }
    if (!cluster.isWorker) log.info({ url: running.url, metrics: metricsUrl }, `Koi listening on ${running.url}`)
    const stop = () => void running.close().then(() => process.exit(0))
    // Ctrl+C reaches every process of a cluster: its workers wait for the primary's SIGTERM, so
    // the primary knows they end on purpose and does not start others
    process.on('SIGINT', cluster.isWorker ? () => undefined : stop)
    process.on('SIGTERM', stop)
  } catch (error) {
    const known =
      error instanceof EnvError || error instanceof ChainConfigError || error instanceof IndexerSettingsError
    log.fatal(known ? {} : { err: error }, known ? error.message : 'the start failed')
    process.exit(1)
  }
}
