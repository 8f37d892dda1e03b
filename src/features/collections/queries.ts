import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { collectionMetadataRequest, nftRequest, PAGE_DATA_FRESH_MS, type ApiClient } from '../../services/api'
import type { ItemSort, Traits } from './collection/itemFilters'

/** The spec's page sizes: 50 collections a page, 50 items a page. */
export const COLLECTIONS_PAGE_SIZE = 50
export const ITEMS_PAGE_SIZE = 50

export const collectionsPageQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['collections', 'list', page],
    queryFn: () =>
      api.call('getCollections', {
        query: { offset: (page - 1) * COLLECTIONS_PAGE_SIZE, limit: COLLECTIONS_PAGE_SIZE, withStats: true },
      }),
  })

export const collectionMetadataQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['collections', 'metadata', id],
    staleTime: PAGE_DATA_FRESH_MS,
    queryFn: () => {
      const { name, request } = collectionMetadataRequest(id)
      return api.call(name, request)
    },
  })

export const uniqueOwnersQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['collections', 'owners', id],
    queryFn: () => api.call('getCollectionUniqueOwners', { params: { id } }),
  })

/** While the indexer backfills, how far it is is asked again this often. */
export const INDEXING_POLL_MS = 5_000

/** How far the indexer has read the collection; asked again while it has not caught up. */
export const collectionIndexingQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['collections', 'indexing', id],
    queryFn: () => api.call('getCollectionIndexing', { params: { id } }),
    refetchInterval: (query) => {
      const indexing = query.state.data?.indexing
      return indexing && !indexing.caughtUp ? INDEXING_POLL_MS : false
    },
  })

export const collectionTraitsQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['collections', 'traits', id],
    queryFn: () => api.call('getCollectionUniqueAttributes', { params: { id } }),
  })

export interface ItemsFilter {
  traits: Traits
  sort?: ItemSort
  search?: string
}

/** What one entry of the items query fetches: `pages` pages of 50 from item `offset`. */
export interface ItemsPageParam {
  offset: number
  pages: number
}

/** A link can start the grid at most this many pages down; the rest loads by scrolling. */
export const MAX_START_PAGES = 200

/** The pages a grid starting at item `startOffset` needs first: every page up to the one holding it. */
export const startPages = (startOffset: number) =>
  Math.min(Math.floor(Math.max(startOffset, 0) / ITEMS_PAGE_SIZE) + 1, MAX_START_PAGES)

/**
 * Pages of 50 items; every page carries the filtered count, so the page total is known from the
 * first. A grid that starts further down (the URL's offset) asks for every page up to it at once,
 * side by side, as one entry; later entries are one page each.
 */
export const collectionItemsQuery = (api: ApiClient, id: string, filter: ItemsFilter, startOffset = 0) =>
  infiniteQueryOptions({
    queryKey: ['collections', 'items', id, filter],
    initialPageParam: { offset: 0, pages: startPages(startOffset) },
    queryFn: async ({ pageParam }) => {
      const fetchPage = (offset: number) =>
        api.call('filterCollectionItems', {
          params: { tokenAddressOrSlug: id },
          query: {
            offset,
            limit: ITEMS_PAGE_SIZE,
            withReactions: true,
            withPrices: true,
            ...(filter.sort ? { sort: filter.sort } : {}),
            ...(filter.search ? { search: filter.search } : {}),
          },
          body: { attributes: filter.traits },
        })
      const first = await fetchPage(pageParam.offset)
      const pages = Math.min(pageParam.pages, Math.ceil((first.totalCount - pageParam.offset) / ITEMS_PAGE_SIZE))
      const rest = await Promise.all(
        Array.from({ length: Math.max(pages - 1, 0) }, (_, index) =>
          fetchPage(pageParam.offset + (index + 1) * ITEMS_PAGE_SIZE),
        ),
      )
      return {
        ...first,
        /** How many pages of 50 this entry holds. */
        pageCount: 1 + rest.length,
        assets: [first, ...rest].flatMap((page) => page.assets),
        reactions: [first, ...rest].flatMap((page) => page.reactions),
        prices: [first, ...rest].flatMap((page) => page.prices),
      }
    },
    getNextPageParam: (last, _pages, param): ItemsPageParam | undefined => {
      const next = param.offset + param.pages * ITEMS_PAGE_SIZE
      return next < last.totalCount ? { offset: next, pages: 1 } : undefined
    },
  })

export const salesVolumeQuery = (api: ApiClient, id: string, days: number) =>
  queryOptions({
    queryKey: ['collections', 'sales-volume', id, days],
    queryFn: () => api.call('getCollectionSalesVolume', { params: { id }, query: { days } }),
  })

export const nftQuery = (api: ApiClient, collection: string, tokenId: string) =>
  queryOptions({
    queryKey: ['nfts', collection, tokenId],
    staleTime: PAGE_DATA_FRESH_MS,
    queryFn: () => {
      const { name, request } = nftRequest(collection, tokenId)
      return api.call(name, request)
    },
  })

export const nftRarityQuery = (api: ApiClient, collection: string, tokenId: string) =>
  queryOptions({
    queryKey: ['nfts', collection, tokenId, 'rarity'],
    queryFn: () => api.call('getNftRarity', { params: { collection, tokenId } }),
  })

export const nftSalesQuery = (api: ApiClient, collection: string, tokenId: string) =>
  queryOptions({
    queryKey: ['nfts', collection, tokenId, 'sales'],
    queryFn: () => api.call('getNftSales', { params: { collection, tokenId } }),
  })

export const nftTransfersQuery = (api: ApiClient, address: string, tokenId: string) =>
  queryOptions({
    queryKey: ['nfts', 'transfers', address, tokenId],
    queryFn: () => api.call('getNftTransfers', { params: { address, tokenId } }),
  })

export const nftLikesQuery = (api: ApiClient, collection: string, tokenId: string) =>
  queryOptions({
    queryKey: ['nfts', collection, tokenId, 'likes'],
    queryFn: () =>
      api.call('getNftReactionCount', { params: { collection, tokenId }, query: { reactionType: 'like' } }),
  })

/**
 * The routes' loaders: a page's first data, fetched before it renders so it renders whole, in one
 * pass (on a first visit, index.html has already asked for it). A failure is left in the cache for
 * the page to show.
 */
/** The sales volume's window when the page opens, in days. */
export const DEFAULT_VOLUME_DAYS = 30

// the charts are in each page's first data, so the server draws them with the page
export const loadCollectionPage = (queryClient: QueryClient, api: ApiClient, id: string) =>
  Promise.all([
    queryClient.prefetchQuery(collectionMetadataQuery(api, id)),
    queryClient.prefetchQuery(salesVolumeQuery(api, id, DEFAULT_VOLUME_DAYS)),
  ])

export const loadItemPage = (queryClient: QueryClient, api: ApiClient, collection: string, tokenId: string) =>
  Promise.all([
    queryClient.prefetchQuery(nftQuery(api, collection, tokenId)),
    queryClient.prefetchQuery(collectionMetadataQuery(api, collection)),
    queryClient.prefetchQuery(nftSalesQuery(api, collection, tokenId)),
  ])

/** The collection page's title words, from what its loader fetched: the collection's name. */
export const collectionPageTitle = (queryClient: QueryClient, api: ApiClient, id: string) => [
  queryClient.getQueryData(collectionMetadataQuery(api, id).queryKey)?.name,
]

/** The item page's title words, from what its loader fetched: the item's name, then its collection's. */
export const itemPageTitle = (queryClient: QueryClient, api: ApiClient, collection: string, tokenId: string) => [
  queryClient.getQueryData(nftQuery(api, collection, tokenId).queryKey)?.name,
  ...collectionPageTitle(queryClient, api, collection),
]
