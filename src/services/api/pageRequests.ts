import type { CallName, CallRequest } from './contract'

/** A call and its request, as a page makes it. */
export interface PageRequest<N extends CallName> {
  name: N
  request: CallRequest<N>
}

/**
 * The first requests of the collection and item pages, shared by the pages' queries and by the
 * server, which announces them in index.html (`server/firstVisitHints.ts`): the URL must be the
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
