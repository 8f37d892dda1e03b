/**
 * The swap outputs the spec names, in vault order: a claim's tokenId is the index in this list.
 * All use 18 decimals so that the vault's single MAX_CLAIM reads the same for each.
 */
export const rewardTokens = [
  { tokenId: 0, symbol: 'APE', name: 'ApeCoin', decimals: 18 },
  { tokenId: 1, symbol: 'ANIME', name: 'Animecoin', decimals: 18 },
  { tokenId: 2, symbol: 'AVAX', name: 'Avalanche', decimals: 18 },
  { tokenId: 3, symbol: 'ARB', name: 'Arbitrum', decimals: 18 },
  { tokenId: 4, symbol: 'USDC', name: 'USD Coin', decimals: 18 },
] as const

export type RewardTokenSymbol = (typeof rewardTokens)[number]['symbol']

export function rewardTokenById(tokenId: number): (typeof rewardTokens)[number] | undefined {
  return rewardTokens.find((token) => token.tokenId === tokenId)
}
