import { useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { Item } from '../../../services/api'
import { tokenKey, WALLET_PAGE_SIZE, type WalletTokensPage } from '../walletQueries'

export interface WalletTokenPages {
  items: Item[]
  prices: WalletTokensPage['prices']
  likes: Record<string, number>
  totalCount: number | undefined
  loadedPages: number
  totalPages: number
  isError: boolean
  isFetching: boolean
  loadMore: () => void
}

/**
 * The pages of a wallet tab loaded so far, as one list: the infinite-scroll sentinel calls
 * `loadMore` while fewer pages than the total are loaded. A token that a change between two pages
 * moved onto the next one is shown once.
 */
export function useWalletTokenPages<Key extends QueryKey>(
  options: UseInfiniteQueryOptions<WalletTokensPage, Error, InfiniteData<WalletTokensPage>, Key, number>,
): WalletTokenPages {
  const query = useInfiniteQuery(options)
  const pages = query.data?.pages
  const merged = useMemo(() => {
    const seen = new Set<string>()
    const items: Item[] = []
    const likes: Record<string, number> = {}
    for (const page of pages ?? []) {
      for (const item of page.items) {
        if (seen.has(tokenKey(item))) continue
        seen.add(tokenKey(item))
        items.push(item)
      }
      Object.assign(likes, page.likes)
    }
    return { items, likes, prices: (pages ?? []).flatMap((page) => page.prices) }
  }, [pages])
  const { fetchNextPage, isFetchingNextPage } = query
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage()
  }, [fetchNextPage, isFetchingNextPage])
  // the newest page counts last: a change since the first page shows in the count
  const totalCount = pages?.at(-1)?.totalCount
  return {
    ...merged,
    totalCount,
    loadedPages: pages?.length ?? 0,
    totalPages: Math.ceil((totalCount ?? 0) / WALLET_PAGE_SIZE),
    isError: query.isError,
    isFetching: query.isFetching,
    loadMore,
  }
}
