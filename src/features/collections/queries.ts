import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'
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
    queryFn: () =>
      api.call('getCollectionMetadata', {
        params: { id },
        query: { withStats: true, withTotalSupply: true, withPresaleMetadata: true },
      }),
  })

export const uniqueOwnersQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['collections', 'owners', id],
    queryFn: () => api.call('getCollectionUniqueOwners', { params: { id } }),
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

/** Pages of 50 items; every page carries the filtered count, so the page total is known from the first. */
export const collectionItemsQuery = (api: ApiClient, id: string, filter: ItemsFilter) =>
  infiniteQueryOptions({
    queryKey: ['collections', 'items', id, filter],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api.call('filterCollectionItems', {
        params: { tokenAddressOrSlug: id },
        query: {
          offset: pageParam * ITEMS_PAGE_SIZE,
          limit: ITEMS_PAGE_SIZE,
          withReactions: true,
          withPrices: true,
          ...(filter.sort ? { sort: filter.sort } : {}),
          ...(filter.search ? { search: filter.search } : {}),
        },
        body: { attributes: filter.traits },
      }),
    getNextPageParam: (last, pages) => (pages.length * ITEMS_PAGE_SIZE < last.totalCount ? pages.length : undefined),
  })

export const salesVolumeQuery = (api: ApiClient, id: string, days: number) =>
  queryOptions({
    queryKey: ['collections', 'sales-volume', id, days],
    queryFn: () => api.call('getCollectionSalesVolume', { params: { id }, query: { days } }),
  })

export const nftQuery = (api: ApiClient, collection: string, tokenId: string) =>
  queryOptions({
    queryKey: ['nfts', collection, tokenId],
    queryFn: () =>
      api.call('getNft', { params: { collection, tokenId }, query: { withPrice: true, withOwnership: true } }),
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
