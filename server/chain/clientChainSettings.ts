import type { Address } from 'viem'
import { explorerBaseUrl } from '../../src/services/chain/chains.ts'
import { rewardTokens } from '../../src/services/chain/rewardTokens.ts'
import type { ChainContracts } from './config.ts'

export interface ClientChainSettings {
  chainId: number
  rpcUrl: string
  /** null for the local chain, which has no public explorer: the app then shows hashes without a link */
  explorerUrl: string | null
  contracts: { claimVault: Address; presale: Address; tokens: Address[] }
}

/** The chain fields of the client environment (`<script id="koi-env">`); tokens in vault order, tokenId = index. */
export function clientChainSettings(chain: {
  chainId: number
  rpcUrl: string
  contracts: ChainContracts
}): ClientChainSettings {
  return {
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    explorerUrl: explorerBaseUrl(chain),
    contracts: {
      claimVault: chain.contracts.claimVault,
      presale: chain.contracts.presale,
      tokens: rewardTokens.map(({ symbol }) => chain.contracts.tokens[symbol]),
    },
  }
}
