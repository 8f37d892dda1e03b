import { formatEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MAX_CLAIM } from '../../contracts/deploy.ts'
import { MAX_CLAIMABLE_USD } from '../../server/modules/swaps/routes.ts'
import { tokenWeiForUsd } from '../../server/modules/swaps/tokenPricing.ts'
import { generateSupportedTokens } from '../../server/seed/data/rewards.ts'

describe('local claim limits', () => {
  it.each(generateSupportedTokens().map((token) => [token.symbol, token.priceUsd] as const))(
    "lets the vault's MAX_CLAIM pay the USD maximum as %s at its demo price",
    (_symbol, priceUsd) => {
      const tokens = tokenWeiForUsd(MAX_CLAIMABLE_USD, priceUsd)
      expect(tokens, `${formatEther(tokens)} tokens`).toBeLessThanOrEqual(DEFAULT_MAX_CLAIM)
    },
  )
})
