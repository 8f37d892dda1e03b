import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'

/** Great deals the home page shows, four at a time. */
export const GREAT_DEALS_LIMIT = 12
export const DEALS_VISIBLE = 4

export const defaultCollectionQuery = (api: ApiClient, chainId: number) =>
  queryOptions({
    queryKey: ['collections', 'default', chainId],
    queryFn: () => api.call('getDefaultCollection', { query: { chainId } }),
    staleTime: 60_000,
  })

export const greatDealsQuery = (api: ApiClient, chainId: number) =>
  queryOptions({
    queryKey: ['great-deals', chainId, GREAT_DEALS_LIMIT],
    queryFn: () => api.call('getGreatDeals', { query: { chainId, offset: 0, limit: GREAT_DEALS_LIMIT } }),
  })
