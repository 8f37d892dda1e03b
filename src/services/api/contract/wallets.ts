import { z } from 'zod'
import { item, priceEntry } from './collections'
import { WALLET_SEARCH_MIN_LENGTH, WALLET_SORTS } from './constants'
import { defineCall } from './define'
import { address, chainId, countResponse, flag, paging } from './fields'
import { MAX_WALLET_SEARCH_LENGTH } from './limits'

export { WALLET_SEARCH_MIN_LENGTH, WALLET_SORTS }

export const walletCalls = {
  getWalletContracts: defineCall({
    method: 'GET',
    path: '/api/wallets/account/{account}/contracts',
    params: z.object({ account: address }),
    query: z.object({ chainId: chainId.optional(), refreshCache: flag.optional() }),
    response: z.array(
      z.object({ tokenAddress: z.string(), name: z.string(), slug: z.string(), count: z.number().int() }),
    ),
    summary: 'Contracts in which an account owns tokens, with how many.',
  }),
  getWalletTokens: defineCall({
    method: 'POST',
    path: '/api/wallets/account/{account}',
    params: z.object({ account: address }),
    query: z.object({
      chainId: chainId.optional(),
      withPrices: flag.optional(),
      ...paging,
      search: z
        .string()
        .trim()
        .min(WALLET_SEARCH_MIN_LENGTH, `search must be at least ${WALLET_SEARCH_MIN_LENGTH} characters`)
        .max(MAX_WALLET_SEARCH_LENGTH, `search must be at most ${MAX_WALLET_SEARCH_LENGTH} characters`)
        .optional(),
      sort: z.enum(WALLET_SORTS).optional(),
    }),
    body: z.object({ tokenAddress: address.optional() }).default({}),
    response: z.object({ items: z.array(item), prices: z.array(priceEntry) }).extend(countResponse.shape),
    summary:
      'Tokens an account owns, optionally in one contract, searched by name, power or virtue, sorted by token or price.',
  }),
}
