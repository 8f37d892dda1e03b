import { eq } from 'drizzle-orm'
import { formatUnits, parseUnits } from 'viem'
import type { ChainContracts } from '../../chain'
import type { Db } from '../../db/connect'
import { supportedTokens } from '../../db/schema'

/** Reward tokens on the vault all use 18 decimals (src/services/chain/rewardTokens.ts). */
const TOKEN_DECIMALS = 18
/** GCoins are kept to the micro-coin: the price round trip is exact at that precision. */
const COIN_PRECISION = 1e6

/** The token's USD price from the supported tokens; 1 when the token has no price row. */
export async function tokenPriceUsd(db: Db, contracts: ChainContracts, token: string): Promise<number> {
  const symbol = Object.entries(contracts.tokens).find(
    ([, address]) => address.toLowerCase() === token.toLowerCase(),
  )?.[0]
  if (!symbol) return 1
  const [priced] = await db
    .select({ priceUsd: supportedTokens.priceUsd })
    .from(supportedTokens)
    .where(eq(supportedTokens.symbol, symbol))
    .limit(1)
  return priced && priced.priceUsd > 0 ? priced.priceUsd : 1
}

/** Token wei a claim of `usd` GCoins pays (1 GCoin counts as 1 USD). */
export const tokenWeiForUsd = (usd: number, priceUsd: number): bigint =>
  parseUnits((usd / priceUsd).toFixed(TOKEN_DECIMALS), TOKEN_DECIMALS)

/** The GCoins (USD) a paid claim of `wei` tokens was worth: what verification takes off the balance. */
export const usdOfTokenWei = (wei: bigint, priceUsd: number): number =>
  Math.round(Number(formatUnits(wei, TOKEN_DECIMALS)) * priceUsd * COIN_PRECISION) / COIN_PRECISION
