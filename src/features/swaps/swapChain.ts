import type { ClaimLimits, ClaimSignature } from '../../machines/swapClaim/events'
import type { Env } from '../../services/config/env'

/** What the claim needs of the chain: the vault's limits, the wallet's claim call, its receipt. */
export interface SwapChain {
  readLimits(tokenAddress: string, account: string): Promise<ClaimLimits>
  /** The member's wallet calls claim(signature, tokenId, amount in wei, deadline); resolves with the hash. */
  writeClaim(claim: ClaimSignature): Promise<string>
  /** Resolves once the transaction is mined and succeeded; a reverted claim is an error. */
  waitForReceipt(hash: string): Promise<void>
}

/**
 * The local or configured chain, with the connected wallet writing to `vault`. viem and the chain
 * code (`viemSwapChain.ts`) are fetched with the first call, so the page paints without them.
 */
export function browserSwapChain(env: Pick<Env, 'chainId' | 'rpcUrl'>, vault: `0x${string}`): SwapChain {
  let chain: Promise<SwapChain> | undefined
  const loaded = () => (chain ??= import('./viemSwapChain').then((module) => module.viemSwapChain(env, vault)))
  return {
    readLimits: async (tokenAddress, account) => (await loaded()).readLimits(tokenAddress, account),
    writeClaim: async (claim) => (await loaded()).writeClaim(claim),
    waitForReceipt: async (hash) => (await loaded()).waitForReceipt(hash),
  }
}
