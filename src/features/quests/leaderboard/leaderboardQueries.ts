import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../../services/api'

/** Page sizes of the spec: 25 on the full leaderboard, 10 in the compact one. */
export const FULL_PAGE_SIZE = 25
export const COMPACT_PAGE_SIZE = 10

export const leaderboardPageQuery = (api: ApiClient, limit: number) =>
  queryOptions({
    queryKey: ['leaderboard', 'page', 0, limit],
    queryFn: () => api.page('getLeaderboard', 0, limit, {}),
  })

export const leaderboardCountQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['leaderboard', 'count'],
    queryFn: async () => (await api.call('getLeaderboardCount')).totalCount,
  })

/** Pages of 25, one more each time the sentinel shows. */
export const leaderboardPagesQuery = (api: ApiClient) =>
  infiniteQueryOptions({
    queryKey: ['leaderboard', 'pages', FULL_PAGE_SIZE],
    queryFn: ({ pageParam }) => api.page('getLeaderboard', pageParam, FULL_PAGE_SIZE, {}),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => pages.length,
  })

/** The signed-in member's standing: rank and points. */
export const standingQuery = (api: ApiClient, account: string) =>
  queryOptions({
    queryKey: ['leaderboard', 'standing', account.toLowerCase()],
    queryFn: () => api.call('getConnectionStatus'),
  })

/** The one entry at a rank (rank n is at offset n - 1). */
export const entryAtRankQuery = (api: ApiClient, rank: number) =>
  queryOptions({
    queryKey: ['leaderboard', 'rank', rank],
    queryFn: async () => (await api.call('getLeaderboard', { query: { offset: rank - 1, limit: 1 } }))[0] ?? null,
  })
