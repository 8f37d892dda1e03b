import type { Context } from 'hono'
import type { Env } from '../config/env'
import type { Db } from '../db/connect'
import type { SwapChain } from '../modules/swaps/chain'
import type { TableCache } from '../cache/tableCache'

/** What every handler may use. */
export interface AppDeps {
  db: Db
  env: Env
  chain?: SwapChain
  /** Derived values kept until a table they read changes. */
  cache: TableCache
}

export interface AppVariables {
  deps: AppDeps
  /** Resolved once per request when something asks for the session. */
  account?: string | null
}

export type AppContext = Context<{ Variables: AppVariables }>
