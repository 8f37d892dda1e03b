import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { PAGE_DATA_FRESH_MS, SWAP_LEADERBOARD_SIZE, swapLeaderboardRequest, type ApiClient } from '../../services/api'
import { supportedTokensQuery } from '../../services/rewards/rewardQueries'

export { supportedTokensQuery }

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
