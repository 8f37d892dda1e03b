/**
 * A price in wei as the tables store it: the wei itself, exactly, in `numeric(78,0)` (migration
 * 0024), which holds any uint256 an event carries. Kept as the one place prices enter the tables.
 */
export function storedPrice(wei: bigint): bigint {
  return wei
}

/** The symbol stored beside every price the market records (it is paid in the chain's ether). */
export const PRICE_SYMBOL = 'ETH'
