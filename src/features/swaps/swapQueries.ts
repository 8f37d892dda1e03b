import { queryOptions, type QueryClient } from '@tanstack/react-query'
import {
  PAGE_DATA_FRESH_MS,
  supportedTokensRequest,
  SWAP_LEADERBOARD_SIZE,
  swapLeaderboardRequest,
  type ApiClient,
} from '../../services/api'

export const supportedTokensQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['swaps', 'supported-tokens'],
    staleTime: PAGE_DATA_FRESH_MS,
    queryFn: () => {
      const { name, request } = supportedTokensRequest()
      return api.call(name, request)
    },
  })

export const swapLeaderboardQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['swaps', 'leaderboard', SWAP_LEADERBOARD_SIZE],
    staleTime: PAGE_DATA_FRESH_MS,
    queryFn: () => {
      const { name, request } = swapLeaderboardRequest()
      return api.call(name, request)
    },
  })

/** The swaps area's first calls (the tokens and the leaderboard), for the route's loader. */
export const loadSwapsArea = (queryClient: QueryClient, api: ApiClient) =>
  Promise.all([
    queryClient.prefetchQuery(supportedTokensQuery(api)),
    queryClient.prefetchQuery(swapLeaderboardQuery(api)),
  ])
