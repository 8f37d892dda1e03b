import { z } from 'zod'
import { ITEM_SORTS } from './constants'
import { defineCall } from './define'
import { chainId, countResponse, etherAmount, flag, paging, timeWindow } from './fields'
import {
  FILTER_BODY_BYTES,
  MAX_FILTER_TRAIT_TYPES,
  MAX_FILTER_VALUES_PER_TYPE,
  MAX_ITEM_SEARCH_LENGTH,
  MAX_TRAIT_TEXT_LENGTH,
} from './limits'

export const collectionStats = z.object({
  total: z.object({
    floor_price: etherAmount,
    floor_price_symbol: z.string(),
    /** The sales' volume divided by their number, rounded down to the wei. */
    average_price: etherAmount,
    /** The floor times the total supply. */
    market_cap: etherAmount,
    volume: etherAmount,
    num_owners: z.number().int(),
  }),
  intervals: z.array(z.object({ interval: timeWindow, volume_change: z.number() })),
})

// what a collection's own metadata may lack on a chain (an operator's contract, a token without
// metadata yet) is optional: the page shows the spec's placeholders for it
export const collection = z.object({
  name: z.string(),
  description: z.string().nullish(),
  image: z.string().nullish(),
  bannerImage: z.string().nullish(),
  slug: z.string(),
  tokenAddress: z.string(),
  contractDeployer: z.string(),
  chainId: z.number().int(),
  totalSupply: z.number().int().optional(),
  stats: collectionStats.optional(),
  presale: z.object({ presaleURL: z.string() }).optional(),
})
export type Collection = z.infer<typeof collection>

export const trait = z.object({ trait_type: z.string(), value: z.string() })

export const item = z.object({
  tokenAddress: z.string(),
  tokenId: z.string(),
  name: z.string().nullish(),
  image: z.string().nullish(),
  thumbnail: z.string().nullish(),
  media: z.object({ uri: z.string(), mime: z.string() }),
  attributes: z.array(trait),
  owner: z.string().optional(),
})
export type Item = z.infer<typeof item>

export const reactionEntry = z.object({
  tokenAddress: z.string().optional(),
  tokenId: z.string(),
  totalCount: z.number().int(),
})
export const priceEntry = z.object({
  tokenAddress: z.string().optional(),
  tokenId: z.string(),
  price: etherAmount,
  symbol: z.string(),
})

export const itemsPage = z.object({
  assets: z.array(item),
  reactions: z.array(reactionEntry),
  prices: z.array(priceEntry),
  totalSupply: z.number().int(),
  /** Items matching the filters (equals totalSupply when none are given). */
  totalCount: z.number().int(),
})

/** How far the indexer has read a collection from its chain ("block N of M"). */
export const indexingProgress = z.object({
  deploymentBlock: z.number().int(),
  /** The last block indexed. */
  indexedBlock: z.number().int(),
  /** The chain's head when the indexer last looked. */
  headBlock: z.number().int(),
  /** True once the indexer reached that head: the collection's items are all there. */
  caughtUp: z.boolean(),
})
export type IndexingProgress = z.infer<typeof indexingProgress>

export { ITEM_SORTS }
export const itemSort = z.enum(ITEM_SORTS)
export type ItemSort = z.infer<typeof itemSort>

const itemsQuery = z.object({
  chainId: chainId.optional(),
  refreshCache: flag.optional(),
  ...paging,
  withTotalSupply: flag.optional(),
  withReactions: flag.optional(),
  withPrices: flag.optional(),
  /** Token order when absent. */
  sort: itemSort.optional(),
  /** A token id (exact) or part of the name, case-insensitive. */
  search: z
    .string()
    .trim()
    .min(1)
    .max(MAX_ITEM_SEARCH_LENGTH, `search must be at most ${MAX_ITEM_SEARCH_LENGTH} characters`)
    .optional(),
})

const traitText = (what: string) =>
  z
    .string()
    .min(1, `a ${what} is empty`)
    .max(MAX_TRAIT_TEXT_LENGTH, `a ${what} must be at most ${MAX_TRAIT_TEXT_LENGTH} characters`)

/**
 * Trait type → accepted values; an item matches when it has one of the values of every listed
 * type. Bounded so that every filter, and the cache key and kept count made of it, stays small.
 */
export const traitFilter = z
  .record(
    traitText('trait type'),
    z
      .array(z.string().max(MAX_TRAIT_TEXT_LENGTH, `a trait value must be at most ${MAX_TRAIT_TEXT_LENGTH} characters`))
      .max(MAX_FILTER_VALUES_PER_TYPE, `at most ${MAX_FILTER_VALUES_PER_TYPE} values per trait type`),
  )
  .refine((attributes) => Object.keys(attributes).length <= MAX_FILTER_TRAIT_TYPES, {
    message: `at most ${MAX_FILTER_TRAIT_TYPES} trait types per filter`,
    abort: true,
  })

export const salesVolumeDay = z.object({
  /** UTC day, `YYYY-MM-DD`. */
  day: z.string(),
  volume: etherAmount,
  sales: z.number().int(),
})

const tokenAddressOrSlug = z.string().min(1).max(100)

export const collectionCalls = {
  getDefaultCollection: defineCall({
    method: 'GET',
    path: '/api/defaultCollection',
    query: z.object({ chainId: chainId.optional() }),
    response: collection,
    summary: 'The collection of the default token address.',
  }),
  getCollectionItems: defineCall({
    method: 'GET',
    path: '/api/collections/{tokenAddressOrSlug}',
    params: z.object({ tokenAddressOrSlug }),
    query: itemsQuery,
    response: itemsPage,
    summary: 'A page of items (limit 50) with reactions and prices.',
  }),
  filterCollectionItems: defineCall({
    method: 'POST',
    path: '/api/collections/{tokenAddressOrSlug}',
    params: z.object({ tokenAddressOrSlug }),
    query: itemsQuery,
    body: z.object({ attributes: traitFilter.default({}) }),
    maxBodyBytes: FILTER_BODY_BYTES,
    response: itemsPage,
    summary: 'A page of items filtered by traits.',
  }),
  getCollections: defineCall({
    method: 'GET',
    path: '/api/collections/all',
    query: z.object({
      chainId: chainId.optional(),
      ...paging,
      withStats: flag.optional(),
      withTotalSupply: flag.optional(),
      refreshCache: flag.optional(),
    }),
    response: z.object({ items: z.array(collection) }).extend(countResponse.shape),
    summary: 'Collections sorted by market cap, highest first (limit 50 by default).',
  }),
  getCollectionUniqueAttributes: defineCall({
    method: 'GET',
    path: '/api/collections/{id}/unique-attributes',
    params: z.object({ id: tokenAddressOrSlug }),
    query: z.object({ chainId: chainId.optional() }),
    response: z.array(
      z.object({ trait_type: z.string(), values: z.array(z.object({ value: z.string(), count: z.number().int() })) }),
    ),
    summary: 'Every trait type with its values and how many items carry each.',
  }),
  getCollectionMetadata: defineCall({
    method: 'GET',
    path: '/api/collections/{id}/metadata/',
    params: z.object({ id: tokenAddressOrSlug }),
    query: z.object({
      chainId: chainId.optional(),
      withStats: flag.optional(),
      withPresaleMetadata: flag.optional(),
      withTotalSupply: flag.optional(),
    }),
    response: collection,
    summary: 'Collection metadata with optional stats, presale metadata and total supply.',
  }),
  getCollectionSalesVolume: defineCall({
    method: 'GET',
    path: '/api/collections/{id}/sales-volume',
    params: z.object({ id: tokenAddressOrSlug }),
    query: z.object({ chainId: chainId.optional(), days: z.coerce.number<number | string>().int().min(1).max(365) }),
    response: z.object({ symbol: z.string(), days: z.array(salesVolumeDay) }),
    summary: 'Sales volume per UTC day over the last `days` days (today included), every day listed.',
  }),
  getCollectionUniqueOwners: defineCall({
    method: 'GET',
    path: '/api/collections/{id}/unique-owners',
    params: z.object({ id: tokenAddressOrSlug }),
    query: z.object({ chainId: chainId.optional() }),
    response: countResponse,
    summary: 'How many distinct accounts own items of the collection.',
  }),
  getCollectionIndexing: defineCall({
    method: 'GET',
    path: '/api/collections/{id}/indexing',
    params: z.object({ id: tokenAddressOrSlug }),
    query: z.object({ chainId: chainId.optional() }),
    response: z.object({ indexing: indexingProgress.nullable() }),
    summary: 'How far the indexer has read the collection from its chain; null when it is not indexed from one.',
  }),
}
