import type { ChainContracts, ChainReader, ClaimSigner } from '../../chain'

/** What the swap handlers need from the chain; absent when the server runs without one. */
export interface SwapChain {
  contracts: ChainContracts
  signer: ClaimSigner
  reader: ChainReader
}
