import { z } from 'zod'
import { item, reactionEntry } from './collections'
import { defineCall } from './define'
import { address, chainId, countResponse, paging, reactionType, tokenId } from './fields'
import { MAX_NAME_SEARCH_LENGTH, MAX_REACTION_BATCH } from './limits'

const collectionParam = z.string().min(1).max(100)

export const reactionState = z.object({
  tokenAddress: z.string(),
  tokenId: z.string(),
  account: z.string(),
  like: z.boolean(),
  love: z.boolean(),
})

export const reactionCalls = {
  getAccountLikedNfts: defineCall({
    method: 'GET',
    path: '/api/nfts/reactions/account/{account}/nfts',
    params: z.object({ account: address }),
    query: z.object({
      chainId: chainId.optional(),
      ...paging,
      tokenAddressOrSlug: z.string().max(MAX_NAME_SEARCH_LENGTH).optional(),
      type: reactionType.default('like'),
    }),
    response: z.object({ items: z.array(item) }).extend(countResponse.shape),
    summary: 'Tokens an account reacted to, optionally in one collection.',
  }),
  getReactionsBatch: defineCall({
    method: 'POST',
    path: '/api/nfts/reactions/batch',
    query: z.object({ chainId: chainId.optional() }),
    body: z.object({
      filter: z
        .array(z.object({ tokenAddress: address, tokenId }))
        .max(MAX_REACTION_BATCH, `at most ${MAX_REACTION_BATCH} tokens per batch`),
      reactionType: reactionType.default('like'),
    }),
    response: z.array(reactionEntry),
    summary: 'Reaction counts for a list of token address and id pairs.',
  }),
  getAccountNftReaction: defineCall({
    method: 'GET',
    path: '/api/nfts/reactions/{collection}/{tokenId}/{account}',
    params: z.object({ collection: collectionParam, tokenId, account: address }),
    query: z.object({ chainId: chainId.optional() }),
    response: reactionState,
    auth: 'member',
    summary: 'Whether the logged-in member liked or loved a token; 403 for another account’s flags.',
  }),
  getNftReactionCount: defineCall({
    method: 'GET',
    path: '/api/nfts/reactions/{collection}/{tokenId}',
    params: z.object({ collection: collectionParam, tokenId }),
    query: z.object({ chainId: chainId.optional(), reactionType: reactionType.default('like') }),
    response: reactionEntry,
    summary: 'The count of one reaction type on a token.',
  }),
  updateNftReaction: defineCall({
    method: 'POST',
    path: '/api/nfts/reactions/{collection}/{tokenId}/update',
    params: z.object({ collection: collectionParam, tokenId }),
    query: z.object({ chainId: chainId.optional(), type: reactionType.default('like') }),
    response: z.object({ active: z.boolean(), totalCount: z.number().int() }),
    auth: 'member',
    summary: 'Toggles the member’s reaction on a token.',
  }),
}
