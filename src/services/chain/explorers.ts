/**
 * Block-explorer bases of the chains a collection may live on, by chain id: text apart from viem,
 * so that a page linking a transaction does not bring the chain code.
 */
const EXPLORER_BASES: Readonly<Record<number, string>> = {
  1: 'https://etherscan.io',
  11155111: 'https://sepolia.etherscan.io',
  17000: 'https://holesky.etherscan.io',
  8453: 'https://basescan.org',
  84532: 'https://sepolia.basescan.org',
  10: 'https://optimistic.etherscan.io',
  11155420: 'https://sepolia-optimism.etherscan.io',
  42161: 'https://arbiscan.io',
  421614: 'https://sepolia.arbiscan.io',
  137: 'https://polygonscan.com',
  80002: 'https://amoy.polygonscan.com',
  43114: 'https://snowtrace.io',
  43113: 'https://testnet.snowtrace.io',
}

/** The app's own chain as the client environment describes it. */
export interface AppChain {
  chainId: number
  /** Empty when the app's chain has no explorer (the local Hardhat chain, whatever its id). */
  explorerUrl: string
}

/**
 * The block-explorer base of the chain a collection lives on, or null when it has none. The app's
 * own chain takes the base the server gave: the local chain keeps a real network's id (Sepolia's in
 * the demo) but none of its transactions, so a link there would find nothing.
 */
export function explorerBaseForChain(chainId: number, app: AppChain): string | null {
  if (chainId === app.chainId) return app.explorerUrl || null
  return EXPLORER_BASES[chainId] ?? null
}
