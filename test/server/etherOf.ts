import { formatEther, parseEther } from 'viem'

/** The wei the seed stores for a generated ETH price (`server/seed/load.ts` converts it so). */
export const weiOf = (price: number): bigint => parseEther(String(price))

/** The exact ETH text the API answers for a generated ETH price. */
export const etherOf = (price: number): string => formatEther(weiOf(price))
