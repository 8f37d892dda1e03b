import { formatEther } from 'viem'

/**
 * A price in wei as the tables store it today: ETH as a double. The one place that converts, so the
 * move to `numeric(78,0)` wei changes this function alone.
 */
export function storedPrice(wei: bigint): number {
  return Number(formatEther(wei))
}

/** The symbol stored beside every price the market records (it is paid in the chain's ether). */
export const PRICE_SYMBOL = 'ETH'
