import { getContractAddress } from 'viem'
import { placeholderContract } from './accounts.ts'
import { COLLECTION_DEFINITIONS } from './collection-definitions.ts'
import type { Address } from './types.ts'

/**
 * The account that deploys the demo's market and collections on the local chain. It sends nothing
 * else, so its nonces 0 (the market) and 1..5 (the collections, in COLLECTION_DEFINITIONS' order)
 * give the same contract addresses at every start: the community's data, keyed by token address,
 * stays attached to the same cards. No key exists for it; the chain replay impersonates it.
 */
export const DEMO_DEPLOYER: Address = placeholderContract('demo-deployer')

export const DEMO_MARKET_ADDRESS: Address = getContractAddress({ from: DEMO_DEPLOYER, nonce: 0n })

/** The deployment nonce of a demo collection: its place among the definitions, after the market. */
export function demoCollectionNonce(slug: string): number {
  const index = COLLECTION_DEFINITIONS.findIndex((definition) => definition.slug === slug)
  if (index < 0) throw new Error(`no demo collection ${slug}`)
  return index + 1
}

export function demoCollectionAddress(slug: string): Address {
  return getContractAddress({ from: DEMO_DEPLOYER, nonce: BigInt(demoCollectionNonce(slug)) })
}
