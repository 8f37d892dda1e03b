import type { CallName, CallRequest } from './contract'

/** A call and its request, as a page makes it. */
export interface PageRequest<N extends CallName> {
  name: N
  request: CallRequest<N>
}

/**
 * How long a page's first data counts as fresh: the route's loader fetches it before the page
 * renders, and the page mounting right after reads that answer instead of asking again.
 */
export const PAGE_DATA_FRESH_MS = 30_000

/**
 * The first requests of the collection, item, profile and swaps pages, shared by the pages' queries and by
 * the server, which announces them in index.html (`server/firstVisitHints.ts`): the URL must be the
 * same to the byte, or the browser fetches it twice.
 */
export const collectionMetadataRequest = (id: string): PageRequest<'getCollectionMetadata'> => ({
  name: 'getCollectionMetadata',
  request: { params: { id }, query: { withStats: true, withTotalSupply: true, withPresaleMetadata: true } },
})

export const nftRequest = (collection: string, tokenId: string): PageRequest<'getNft'> => ({
  name: 'getNft',
  request: { params: { collection, tokenId }, query: { withPrice: true, withOwnership: true } },
})

/** A member's profile, which the profile page's loader fetches for its title and header. */
export const memberProfileRequest = (account: string, chainId: number): PageRequest<'getUser'> => ({
  name: 'getUser',
  request: { params: { account }, query: { chainId } },
})

/** The compact swap leaderboard shows the first ten members. */
export const SWAP_LEADERBOARD_SIZE = 10

export const swapLeaderboardRequest = (): PageRequest<'getSwapLeaderboard'> => ({
  name: 'getSwapLeaderboard',
  request: { query: { offset: 0, limit: SWAP_LEADERBOARD_SIZE } },
})

/** The default collection's presale URL, from its metadata with the presale part alone. */
export const presaleMetadataRequest = (id: string): PageRequest<'getCollectionMetadata'> => ({
  name: 'getCollectionMetadata',
  request: { params: { id }, query: { withPresaleMetadata: true } },
})

export const supportedTokensRequest = (): PageRequest<'getSupportedTokens'> => ({
  name: 'getSupportedTokens',
  request: {},
})

export const etherPriceRequest = (): PageRequest<'getEtherPrice'> => ({ name: 'getEtherPrice', request: {} })
