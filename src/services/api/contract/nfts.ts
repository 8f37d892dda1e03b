import { z } from 'zod'
import { item, priceEntry } from './collections'
import { defineCall } from './define'
import { address, chainId, countResponse, etherAmount, flag, paging, tokenId } from './fields'

const collectionParam = z.string().min(1).max(100)
const chainQuery = z.object({ chainId: chainId.optional() })

export const rarity = z.object({ tokenId: z.string(), rank: z.number().int(), score: z.number() })
export const transfer = z.object({
  from: z.string(),
  to: z.string(),
  tokenId: z.string(),
  txHash: z.string(),
  timestamp: z.string(),
})
export const sale = z.object({ price: etherAmount, symbol: z.string(), soldAt: z.string() })

export const greatDeal = z.object({
  tokenAddress: z.string(),
  tokenId: z.string(),
  name: z.string(),
  image: z.string(),
  price: etherAmount,
  symbol: z.string(),
  averagePrice: etherAmount,
  discountPercent: z.number(),
})

/**
 * The spec abbreviates the per-token reads as `.../rarity`, `.../rarities`, `.../reindex` and
 * `.../price`; they hang off the token path `/api/nfts/{collection}/{tokenId}`, and the rarity list
 * off the collection path `/api/nfts/{collection}`.
 */
export const nftCalls = {
  getNft: defineCall({
    method: 'GET',
    path: '/api/nfts/{collection}/{tokenId}',
    params: z.object({ collection: collectionParam, tokenId }),
    query: z.object({
      chainId: chainId.optional(),
      withPrice: flag.optional(),
      withOwnership: flag.optional(),
      refreshCache: flag.optional(),
    }),
    response: item.extend({ price: priceEntry.nullable().optional() }),
    summary: 'One item, with its price and owner when asked.',
  }),
  getNftRarity: defineCall({
    method: 'GET',
    path: '/api/nfts/{collection}/{tokenId}/rarity',
    params: z.object({ collection: collectionParam, tokenId }),
    query: chainQuery,
    response: rarity,
    summary: 'Rarity rank (1 is rarest) from the trait frequencies.',
  }),
  getNftRarities: defineCall({
    method: 'GET',
    path: '/api/nfts/{collection}/rarities',
    params: z.object({ collection: collectionParam }),
    query: z.object({ chainId: chainId.optional(), ...paging }),
    response: z.object({ items: z.array(rarity) }).extend(countResponse.shape),
    summary: 'Rarity list of a collection, rarest first.',
  }),
  reindexNft: defineCall({
    method: 'POST',
    path: '/api/nfts/{collection}/{tokenId}/reindex',
    params: z.object({ collection: collectionParam, tokenId }),
    query: chainQuery,
    response: z.object({ tokenId: z.string(), reindexedAt: z.string() }),
    auth: 'member',
    summary:
      'Reads the token again from its chain (owner, tokenURI) and queues its metadata; a member once per token per 15 minutes (429), an admin at any time; 409 for a collection not indexed from a chain.',
  }),
  getNftPrice: defineCall({
    method: 'GET',
    path: '/api/nfts/{collection}/{tokenId}/price',
    params: z.object({ collection: collectionParam, tokenId }),
    query: chainQuery,
    response: priceEntry.nullable(),
    summary: 'The listing price of an item, null when not listed.',
  }),
  getNftTransfers: defineCall({
    method: 'GET',
    path: '/api/nfts/transfers/{address}/{tokenId}',
    params: z.object({ address, tokenId }),
    query: chainQuery,
    response: z.array(transfer),
    summary: 'Transfers of one item, newest first.',
  }),
  getNftSales: defineCall({
    method: 'GET',
    path: '/api/nfts/{collection}/{tokenId}/sales',
    params: z.object({ collection: collectionParam, tokenId }),
    query: chainQuery,
    response: z.array(sale),
    summary: 'Recorded sales of one item, oldest first (the price history).',
  }),
  getGreatDeals: defineCall({
    method: 'GET',
    path: '/api/great-deals/all',
    query: z.object({ chainId: chainId.optional(), ...paging, refreshCache: flag.optional() }),
    response: z.object({ items: z.array(greatDeal) }).extend(countResponse.shape),
    summary: 'Listings priced furthest under their collection floor.',
  }),
}
