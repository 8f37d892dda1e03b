import type { Context } from 'hono'
import type { Env } from '../config/env'
import type { Db } from '../db/connect'
import type { SwapChain } from '../modules/swaps/chain'
import type { StatsCache } from '../modules/collections/statsCache'

/** What every handler may use. */
export interface AppDeps {
  db: Db
  env: Env
  chain?: SwapChain
  stats: StatsCache
}

export interface AppVariables {
  deps: AppDeps
  /** Resolved once per request when something asks for the session. */
  account?: string | null
}

export type AppContext = Context<{ Variables: AppVariables }>
