import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'

/** The compact swap leaderboard shows the first ten members. */
export const SWAP_LEADERBOARD_SIZE = 10

export const supportedTokensQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['swaps', 'supported-tokens'], queryFn: () => api.call('getSupportedTokens') })

export const swapLeaderboardQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['swaps', 'leaderboard', SWAP_LEADERBOARD_SIZE],
    queryFn: () => api.call('getSwapLeaderboard', { query: { offset: 0, limit: SWAP_LEADERBOARD_SIZE } }),
  })
