import { queryOptions } from '@tanstack/react-query'
import { memberProfileRequest, PAGE_DATA_FRESH_MS, type ApiClient } from '../../services/api'
import type { WALLET_SORTS } from '../../services/api'

export type WalletSort = (typeof WALLET_SORTS)[number]

/** Query keys of the wallet page; the profile key is the navbar's too, so a save refreshes both. */
export const walletKeys = {
  profile: (account: string, chainId: number) => ['users', account.toLowerCase(), chainId] as const,
  shields: (account: string) => ['shields', 'account', account.toLowerCase()] as const,
}

export const profileQuery = (api: ApiClient, account: string, chainId: number) =>
  queryOptions({
    queryKey: walletKeys.profile(account, chainId),
    // fetched by the route's loader just before the page mounts: the page reads that answer (a save
    // refreshes it by invalidating the key)
    staleTime: PAGE_DATA_FRESH_MS,
    // the request index.html announces for the profile page (server/firstVisitHints.ts)
    queryFn: () => {
      const { name, request } = memberProfileRequest(account, chainId)
      return api.call(name, request)
    },
  })

/** The contracts the account holds tokens in: the multi-mode `address` filter resolves a slug with it. */
export const walletContractsQuery = (api: ApiClient, account: string, chainId: number) =>
  queryOptions({
    queryKey: ['wallets', account.toLowerCase(), 'contracts', chainId],
    queryFn: () => api.call('getWalletContracts', { params: { account }, query: { chainId } }),
  })

export interface OwnedTokensFilter {
  tokenAddress: string | undefined
  search: string | undefined
  sort: WalletSort
}

/** Owned tokens, searched and sorted by the server. */
export const ownedTokensQuery = (api: ApiClient, account: string, chainId: number, filter: OwnedTokensFilter) =>
  queryOptions({
    queryKey: ['wallets', account.toLowerCase(), 'tokens', chainId, filter],
    queryFn: () =>
      api.call('getWalletTokens', {
        params: { account },
        query: { chainId, withPrices: true, limit: 100, sort: filter.sort, search: filter.search },
        body: filter.tokenAddress ? { tokenAddress: filter.tokenAddress } : {},
      }),
    placeholderData: (previous) => previous,
  })

export const likedTokensQuery = (api: ApiClient, account: string, chainId: number, tokenAddressOrSlug: string) =>
  queryOptions({
    queryKey: ['reactions', account.toLowerCase(), 'liked', chainId, tokenAddressOrSlug],
    queryFn: () =>
      api.call('getAccountLikedNfts', {
        params: { account },
        query: { chainId, tokenAddressOrSlug, type: 'like', limit: 100 },
      }),
  })

export const accountShieldsQuery = (api: ApiClient, account: string) =>
  queryOptions({
    queryKey: walletKeys.shields(account),
    queryFn: () => api.call('getAccountShields', { params: { account } }),
  })

export const allShieldsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['shields', 'all'],
    queryFn: () => api.call('getShields', { query: { offset: 0, limit: 100 } }),
    staleTime: 5 * 60_000,
  })

/** The guardian picker reads offset 0, limit 50 (spec). */
export const guardiansQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['guardians', 'all'],
    queryFn: () => api.call('getGuardians', { query: { offset: 0, limit: 50 } }),
    staleTime: 5 * 60_000,
  })
