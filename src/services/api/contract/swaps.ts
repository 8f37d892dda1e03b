import { z } from 'zod'
import { defineCall } from './define'
import { address, chainId, countResponse, paging } from './fields'

export const supportedToken = z.object({
  name: z.string(),
  symbol: z.string(),
  tokenAddress: z.string(),
  decimals: z.number().int(),
})
export const swapLeaderboardEntry = z.object({
  account: z.string(),
  username: z.string().nullable(),
  totalClaimedUsd: z.number(),
  claimsCount: z.number().int(),
  rank: z.number().int(),
})

export const swapCalls = {
  getSupportedTokens: defineCall({
    method: 'GET',
    path: '/api/swaps/supported-tokens',
    response: z.array(supportedToken),
    summary: 'Tokens GCoins can be claimed as.',
  }),
  getSwapLeaderboard: defineCall({
    method: 'GET',
    path: '/api/swaps/leaderboard',
    query: z.object(paging),
    response: z.array(swapLeaderboardEntry),
    summary: 'Members by total claimed value.',
  }),
  getSwapLeaderboardCount: defineCall({
    method: 'GET',
    path: '/api/swaps/leaderboard/count',
    response: countResponse,
    summary: 'How many members have claimed.',
  }),
  getClaimSignature: defineCall({
    method: 'GET',
    path: '/api/swaps/claim/signature',
    query: z.object({
      chainId: chainId.optional(),
      // The spec: a claim amount that is not a number becomes 0.
      amount: z
        .string()
        .max(80)
        .transform((value) => (Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : 0)),
      tokenAddress: address,
    }),
    response: z.object({
      signature: z.string(),
      tokenId: z.string(),
      amount: z.string(),
      deadline: z.number().int(),
      nonce: z.string(),
    }),
    auth: 'member',
    summary: 'A server signature for a claim within the member’s GCoins and the USD maximum.',
  }),
  verifyClaim: defineCall({
    method: 'GET',
    path: '/api/swaps/claim/verify',
    query: z.object({
      txHash: z
        .string()
        .regex(/^0x[0-9a-fA-F]{64}$/, 'expected a transaction hash')
        .optional(),
    }),
    response: z.object({ verified: z.boolean(), amount: z.string() }),
    auth: 'member',
    summary: 'Checks the member’s claim on chain and records it once.',
  }),
  getPresale: defineCall({
    method: 'GET',
    path: '/api/presale',
    response: z.object({
      owner: z.string(),
      /** 0 none, 1 whitelist, 2 presale */
      stage: z.number().int().min(0),
      /** The current stage's price, in wei. */
      price: z.string().regex(/^\d+$/),
    }),
    summary: 'The presale contract’s owner, stage and stage price, read from the chain.',
  }),
  getMaxClaimableUsd: defineCall({
    method: 'GET',
    path: '/api/swaps/max-claimable-usd',
    response: z.object({ maxClaimableUsd: z.number() }),
    summary: 'The most a claim may be worth in USD.',
  }),
}
