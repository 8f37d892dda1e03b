import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { memberProfileRequest, PAGE_DATA_FRESH_MS, type ApiClient, type Item } from '../../services/api'
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

/** The owned and liked tabs ask for their tokens 50 at a time, as the infinite scroll reaches the end. */
export const WALLET_PAGE_SIZE = 50

/** One page of a wallet tab: its cards, their prices (owned tab), their like counts, and the tab's total. */
export interface WalletTokensPage {
  items: Item[]
  prices: { tokenAddress?: string; tokenId: string; price: string; symbol: string }[]
  /** Like counts by `tokenAddress:tokenId`, from one batched call for the page. */
  likes: Record<string, number>
  totalCount: number
}

export const tokenKey = (item: { tokenAddress?: string; tokenId: string }) =>
  `${(item.tokenAddress ?? '').toLowerCase()}:${item.tokenId}`

/** The like counts of one page of cards: one `getReactionsBatch` call, none for an empty page. */
async function likesOf(api: ApiClient, chainId: number, items: Item[]): Promise<Record<string, number>> {
  if (items.length === 0) return {}
  const counts = await api.call('getReactionsBatch', {
    query: { chainId },
    body: {
      filter: items.map((item) => ({ tokenAddress: item.tokenAddress, tokenId: item.tokenId })),
      reactionType: 'like',
    },
  })
  return Object.fromEntries(counts.map((entry) => [tokenKey(entry), entry.totalCount]))
}

const nextPageOf = (last: WalletTokensPage, all: WalletTokensPage[]) =>
  all.length * WALLET_PAGE_SIZE < last.totalCount ? all.length : undefined

/** Owned tokens, searched and sorted by the server, page by page with their like counts. */
export const ownedTokensQuery = (api: ApiClient, account: string, chainId: number, filter: OwnedTokensFilter) =>
  infiniteQueryOptions({
    queryKey: ['wallets', account.toLowerCase(), 'tokens', chainId, filter],
    queryFn: async ({ pageParam }): Promise<WalletTokensPage> => {
      const page = await api.page('getWalletTokens', pageParam, WALLET_PAGE_SIZE, {
        params: { account },
        query: { chainId, withPrices: true, sort: filter.sort, search: filter.search },
        body: filter.tokenAddress ? { tokenAddress: filter.tokenAddress } : {},
      })
      return { ...page, likes: await likesOf(api, chainId, page.items) }
    },
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
    placeholderData: (previous) => previous,
  })

/** Tokens the account liked in one collection, page by page with their like counts. */
export const likedTokensQuery = (api: ApiClient, account: string, chainId: number, tokenAddressOrSlug: string) =>
  infiniteQueryOptions({
    queryKey: ['reactions', account.toLowerCase(), 'liked', chainId, tokenAddressOrSlug],
    queryFn: async ({ pageParam }): Promise<WalletTokensPage> => {
      const page = await api.page('getAccountLikedNfts', pageParam, WALLET_PAGE_SIZE, {
        params: { account },
        query: { chainId, tokenAddressOrSlug, type: 'like' },
      })
      return { ...page, prices: [], likes: await likesOf(api, chainId, page.items) }
    },
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
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
