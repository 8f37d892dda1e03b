import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'
import type { Env } from '../../services/config/env'

/** What every route's loader can reach: the query cache, the API client and the environment. */
export interface RouterContext {
  queryClient: QueryClient
  api: ApiClient
  env: Env
}
