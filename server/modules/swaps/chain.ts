import {
  createChainReader,
  createClaimSigner,
  type ChainConfig,
  type ChainContracts,
  type ChainReader,
  type ClaimSigner,
} from '../../chain'
import { ChainUnavailableError, HttpError } from '../../http/errors'

/** What the swap handlers need from the chain; absent when the server runs without one. */
export interface SwapChain {
  contracts: ChainContracts
  signer: ClaimSigner
  reader: ChainReader
}

/** The swap chain of a configuration: its contracts, the claim signer with its key, a reader of its RPC. */
export function swapChainOf(config: ChainConfig): SwapChain {
  return {
    contracts: config.contracts,
    signer: createClaimSigner({
      privateKey: config.claimSignerPrivateKey,
      chainId: config.chainId,
      vault: config.contracts.claimVault,
    }),
    reader: createChainReader(config),
  }
}

/**
 * Runs a read or signature against the chain; a chain that cannot be reached is answered 503
 * with what failed, not as an error of the server.
 */
export async function onChain<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new ChainUnavailableError(what, error)
  }
}
