import { queryOptions } from '@tanstack/react-query'
import { PAGE_DATA_FRESH_MS, supportedTokensRequest, type ApiClient } from '../api'

/**
 * What GCoins redeem into, read by the swaps area and the quests' redeem modal: one key for each,
 * so the two screens share what they read.
 */
export const supportedTokensQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['swaps', 'supported-tokens'],
    staleTime: PAGE_DATA_FRESH_MS,
    queryFn: () => {
      const { name, request } = supportedTokensRequest()
      return api.call(name, request)
    },
  })

/** The most one claim may be worth in USD. */
export const maxClaimableUsdQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['swaps', 'max-claimable-usd'],
    staleTime: PAGE_DATA_FRESH_MS,
    queryFn: async () => (await api.call('getMaxClaimableUsd')).maxClaimableUsd,
  })
