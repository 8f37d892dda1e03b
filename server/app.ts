import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import type { Env } from './config/env'
import { createTableCache } from './cache/tableCache'
import type { ChangeFeed } from './db/changes'
import type { Db } from './db/connect'
import { assetsApp } from './assets/app'
import { limitBody } from './http/bodyLimit'
import { compressJson } from './http/compressJson'
import { reportsApp } from './reports'
import type { AppDeps, AppVariables } from './http/context'
import {
  ChainUnavailableError,
  DATABASE_UNAVAILABLE,
  HttpError,
  isDatabaseUnavailable,
  isConcurrencyFailure,
  TRY_AGAIN,
  isUniqueViolation,
} from './http/errors'
import type pg from 'pg'
import { errorsOnlyLogger, type Logger } from './ops/log'
import { createMetrics, type Metrics } from './ops/metrics'
import { requestLog } from './ops/requestLog'
import { registerRoutes } from './http/route'
import { securityHeaders } from './http/security'
import { jsonAnswer } from './http/serializedJson'
import { allRoutes } from './modules'
import { MULTIPART_BODY_BYTES } from '../src/services/api'
import type { SwapChain } from './modules/swaps/chain'
import type { ChainRefresh } from './indexer/refresh'
import { uploadsRoute } from './modules/users/uploads'
import { firstVisitHints } from './firstVisitHints'
import { builtRouteChunkLinks } from './routeChunks'
import { leadImageOf } from './modules/collections/leadImage'
import { clientEnvOf, spaApp } from './spa'
import { faviconRedirect, pageHead } from './pageMeta/pageHead'
import { LiveHub } from './live/hub'
import { liveRoute } from './live/route'
import { drawnPages, KEPT_PAGES_BYTES } from './ssr/drawnPages'
import { serverEntryIn } from './ssr/serverEntry'

export interface AppOptions {
  db: Db
  env: Env
  /** The database's change feed; without one nothing derived is cached. */
  changes?: ChangeFeed
  chain?: SwapChain
  /** Folder of the built SPA; `dist/` of the project by default. */
  distDir?: string
  /**
   * Folder of the server build of the SPA (`vite build --ssr`): `dist-ssr/` of the project by
   * default, none (pages drawn in the browser alone) when `distDir` is given without it.
   */
  ssrDir?: string
  /** Folder of the QA reports (`reports/` by default). */
  reportsDir?: string
  /** Where request lines and failures are written (nothing is by default). */
  log?: Logger
  /** The process's metrics (served by `ops/metricsServer.ts`, never by this app). */
  metrics?: Metrics
  /** The PostgreSQL pool: the login and write limits are then counted there, shared by every process. */
  pool?: pg.Pool
  /** Reads indexed collections from their chain on demand; absent when nothing is indexed. */
  chainRefresh?: ChainRefresh
}

/**
 * Request bodies above this are refused with 413 before anything reads them: the largest body any
 * call accepts (a multipart upload). Each call's own, smaller limit is declared in the contract
 * (`maxBodyBytes`) and enforced where the call is bound (`registerRoutes`).
 */
export const MAX_BODY_BYTES = MULTIPART_BODY_BYTES

export function createApp({
  db,
  env,
  changes,
  chain,
  distDir,
  ssrDir,
  reportsDir,
  pool,
  chainRefresh,
  ...options
}: AppOptions) {
  const log = options.log ?? errorsOnlyLogger()
  const metrics = options.metrics ?? createMetrics()
  const cache = createTableCache(env.tableCache === false ? undefined : changes, env.tableCacheBytes)
  metrics.watch({ pool, changes, cache })
  const deps: AppDeps = {
    db,
    env,
    chain,
    chainRefresh,
    cache,
    log,
    metrics,
    limitPool: pool,
  }
  const app = new Hono<{ Variables: AppVariables }>()

  app.use('*', ...requestLog(log, metrics))
  app.use('*', securityHeaders(env))
  app.use('*', limitBody(MAX_BODY_BYTES))
  app.use('*', compressJson())
  // a trivial JSON endpoint: health check, and the baseline the benchmarks compare against
  app.get('/healthz', (c) => jsonAnswer(c, { data: { ok: true } }, 200))
  registerRoutes(app, allRoutes, deps)
  // the live pages' event stream: text/event-stream, which the JSON compression leaves alone
  app.get('/api/live', liveRoute(new LiveHub(db, changes, { log }), deps))
  app.get('/uploads/:id', (c) => uploadsRoute(c, deps))
  app.all('/api/*', (c) => c.json({ message: `no such call: ${c.req.method} ${new URL(c.req.url).pathname}` }, 404))
  app.route('/', assetsApp)
  app.route('/', reportsApp(reportsDir ?? fileURLToPath(new URL('../reports', import.meta.url))))
  const contracts = chain ? { ...chain.contracts } : {}
  const builtDir = distDir ?? fileURLToPath(new URL('../dist', import.meta.url))
  // index.html announces what the first paint fetches: the page's data and the picture it leads
  // with beside the environment, its route code after the start-up code
  const dataHints = firstVisitHints((path) => leadImageOf(deps, path))
  // browsers and crawlers that ask for /favicon.ico before reading the page's icon link get the logo
  app.get('/favicon.ico', faviconRedirect(deps))
  // the public pages' first screen, drawn from the app's server build with the API answered in-process
  const drawPage = drawnPages({
    entry: serverEntryIn(ssrDir ?? (distDir ? null : fileURLToPath(new URL('../dist-ssr', import.meta.url))), (error) =>
      log.error({ err: error }, 'the server build of the app could not be loaded: pages are drawn in the browser'),
    ),
    api: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
    cache: createTableCache(env.tableCache === false ? undefined : changes, KEPT_PAGES_BYTES),
    onError: (error, path) => log.error({ err: error, path }, 'a page could not be drawn on the server'),
  })
  app.route(
    '/',
    spaApp(
      builtDir,
      () => clientEnvOf(env, contracts),
      dataHints,
      builtRouteChunkLinks(builtDir),
      pageHead(deps),
      drawPage,
    ),
  )
  app.notFound((c) => c.json({ message: `not found: ${c.req.method} ${new URL(c.req.url).pathname}` }, 404))

  app.onError((error, c) => {
    if (error instanceof ChainUnavailableError) {
      metrics.chainUnavailable.inc()
      log.warn({ reqId: c.var.requestId, err: error.cause }, error.message)
    }
    if (error instanceof HttpError) return c.json({ message: error.message }, error.status)
    if (isUniqueViolation(error))
      return c.json({ message: 'conflict: this was changed at the same time by another request' }, 409)
    if (isConcurrencyFailure(error)) {
      log.warn({ reqId: c.var.requestId, err: error }, 'rolled back by a concurrent request')
      c.header('Retry-After', '1')
      return c.json({ message: TRY_AGAIN }, 503)
    }
    if (isDatabaseUnavailable(error)) {
      // a restart or a failover: the member may try again, and the load balancer sees the 503s
      metrics.databaseUnavailable.inc()
      log.warn({ reqId: c.var.requestId, err: error }, 'database unavailable')
      c.header('Retry-After', '2')
      return c.json({ message: DATABASE_UNAVAILABLE }, 503)
    }
    // a failure of ours, never of the input: logged, and answered without internals
    log.error({ reqId: c.var.requestId, err: error }, 'internal error')
    return c.json({ message: 'internal error' }, 500)
  })
  return app
}

export type App = ReturnType<typeof createApp>
