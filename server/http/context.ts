import type { Context } from 'hono'
import type pg from 'pg'
import type { Env } from '../config/env'
import type { Db } from '../db/connect'
import type { SwapChain } from '../modules/swaps/chain'
import type { TableCache } from '../cache/tableCache'
import type { CallName } from '../../src/services/api'
import type { Logger } from '../ops/log'
import type { Metrics } from '../ops/metrics'
import type { ChainRefresh } from '../indexer/refresh'

/** What every handler may use. */
export interface AppDeps {
  db: Db
  env: Env
  chain?: SwapChain
  /** Reads an indexed collection's tokens from its chain on demand (`reindex`, `refreshCache`); none without an indexer. */
  chainRefresh?: ChainRefresh
  /** Derived values kept until a table they read changes. */
  cache: TableCache
  log: Logger
  metrics: Metrics
  /** The PostgreSQL pool the login and write limits are counted in; in this process's memory when absent. */
  limitPool?: pg.Pool
}

export interface AppVariables {
  deps: AppDeps
  /** Resolved once per request when something asks for the session. */
  account?: string | null
  /** The contract call the request was routed to (labels its log line and metrics). */
  call?: CallName
  /** Set by the request id middleware, answered in `X-Request-Id`. */
  requestId: string
}

export type AppContext = Context<{ Variables: AppVariables }>
