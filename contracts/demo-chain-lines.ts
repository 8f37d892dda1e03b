// What the demo chain's node (contracts/demo-chain-node.ts) prints to the process that started it:
// one line when it serves with the collections deployed, one when the whole history is replayed.
import type { DemoDeploymentBlocks } from './demo-history.ts'
import type { KoiContracts } from './deploy.ts'

export const DEMO_CHAIN_LINES = {
  serving: 'Demo chain serving:',
  replayed: 'Demo history replayed:',
} as const

/** Where Koi's contracts and the demo's market and collections are, once the node serves. */
export interface DemoChainServing {
  contracts: KoiContracts
  deployerAddress: `0x${string}`
  deployments: DemoDeploymentBlocks
}

/** What the replay put on the chain. */
export interface DemoChainReplayed {
  blocks: number
  transactions: number
  /** the history's last block (a block stamped with today may follow it) */
  head: number
  headHash: string
  generateMs: number
  replayMs: number
}
