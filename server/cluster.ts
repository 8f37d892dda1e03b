import cluster, { type Worker } from 'node:cluster'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { AggregatorRegistry } from 'prom-client'
import { EnvError } from './config/env'
import { openDatabase, type DbTarget } from './db/connect'
import { SERVER_NODE_FLAGS } from './nodeFlags'
import type { Logger } from './ops/log'
import { createMetrics, type Metrics } from './ops/metrics'
import { serveMetrics, type MetricsSource } from './ops/metricsServer'
import type { SeedJob } from './seedProcess'

/** `WORKERS`: how many server processes share the port (1 by default: this process serves). */
export function workersOf(source: Record<string, string | undefined>): number {
  const workers = Number(source.WORKERS || 1)
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    throw new EnvError(`WORKERS: expected a whole number of processes from 1 to 64, got ${source.WORKERS}`)
  return workers
}

/** A registry's figures for the metrics port. */
export const metricsOf = (metrics: Metrics): MetricsSource => ({
  contentType: metrics.registry.contentType,
  read: () => metrics.registry.metrics(),
})

/** A cluster worker's metrics, which the primary collects from every worker when it is scraped. */
export function workerMetrics(): Metrics {
  const metrics = createMetrics({ processFigures: true })
  AggregatorRegistry.setRegistries([metrics.registry])
  // built in a worker, it answers the primary's requests for this registry's figures
  new AggregatorRegistry()
  return metrics
}

export interface ClusterOptions {
  workers: number
  /** The environment each worker starts from (`server/main.ts` reads its settings there). */
  environment: Record<string, string | undefined>
  /** The one database every worker opens: PostgreSQL, since the embedded one belongs to one process. */
  target: DbTarget
  /** Seeds the demo on first start, once, before any worker opens the database. */
  seed?: Omit<SeedJob, 'target'>
  seedApart(job: SeedJob): Promise<void>
  log: Logger
  /** The port operators scrape every worker's metrics on, added up (none when absent). */
  metricsPort?: string
}

export interface RunningCluster {
  url: string
  metricsUrl?: string
  /** The workers' process ids, as they are now (a worker that dies is replaced). */
  pids(): number[]
  close(): Promise<void>
}

/**
 * Runs `workers` server processes (node:cluster) on one port: connections are handed to them in
 * turn, and a worker that dies is replaced while the others go on serving. The database is
 * prepared here once (migrations applied, the demo seeded if asked) so the workers do not race.
 */
export async function runCluster(options: ClusterOptions): Promise<RunningCluster> {
  const { workers, target, log } = options
  if (!target.databaseUrl)
    throw new EnvError('WORKERS above 1 needs DATABASE_URL: the embedded database serves one process')
  if (options.seed) await options.seedApart({ target, ...options.seed })
  await (await openDatabase(target)).close()

  const aggregator = new AggregatorRegistry()
  const served = options.metricsPort
    ? await serveMetrics(
        { contentType: aggregator.contentType, read: () => aggregator.clusterMetrics() },
        Number(options.metricsPort),
        options.environment.METRICS_HOST,
      )
    : null

  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('./main.ts', import.meta.url)),
    execArgv: [...SERVER_NODE_FLAGS, '--import', tsx],
  })
  let stopping = false
  const live = new Set<Worker>()
  const fork = () => {
    const worker = cluster.fork(options.environment)
    live.add(worker)
    return worker
  }
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker)
    if (stopping) return
    log.error({ worker: worker.process.pid, code, signal }, 'a server process ended; starting another')
    const replacement = fork()
    replacement.once('listening', () => log.info({ worker: replacement.process.pid }, 'a server process replaced'))
  })

  // with PORT=0 the first worker's port is picked at random and every worker shares it
  const listening = (worker: Worker) =>
    new Promise<number>((done, fail) => {
      worker.once('listening', (address) => done(address.port))
      worker.once('exit', (code) => fail(new Error(`a server process ended at its start (exit code ${code})`)))
    })
  const port = await listening(fork())
  await Promise.all(Array.from({ length: workers - 1 }, () => listening(fork())))
  log.info({ workers, pids: [...live].map((worker) => worker.process.pid) }, 'server processes started')

  return {
    url: `http://127.0.0.1:${port}`,
    metricsUrl: served?.url,
    pids: () => [...live].flatMap((worker) => (worker.process.pid ? [worker.process.pid] : [])),
    close: async () => {
      stopping = true
      await Promise.all(
        [...live].map(
          (worker) =>
            new Promise<void>((done) => {
              worker.once('exit', () => done())
              worker.kill('SIGTERM')
            }),
        ),
      )
      await served?.close()
    },
  }
}
