import type { Address } from 'viem'
import { assetPaths } from '../seed/data/asset-paths.ts'
import { COLLECTION_DEFINITIONS } from '../seed/data/collection-definitions.ts'
import { INDEXER_DEFAULTS, type IndexerSettings } from './settings.ts'

export interface DemoDeployments {
  market: { address: Address; blockNumber: number }
  collections: readonly { slug: string; address: Address; blockNumber: number }[]
}

/**
 * The indexer's settings for the demo's local chain: the five collections where the history replay
 * deployed them, listed and sold through its market, with metadata read from the demo's own server
 * (a loopback origin, refused for anyone else's tokenURI).
 */
export function demoIndexerSettings(input: {
  rpcUrl: string
  chainId: number
  /** the demo server's origin, which serves the tokens' metadata */
  origin: string
  deployments: DemoDeployments
}): IndexerSettings {
  const { rpcUrl, chainId, origin, deployments } = input
  return {
    rpcUrl,
    collections: deployments.collections.map(({ slug, address, blockNumber }) => {
      const definition = COLLECTION_DEFINITIONS.find((entry) => entry.slug === slug)
      if (!definition) throw new Error(`no demo collection ${slug}`)
      return {
        chainId,
        address,
        deploymentBlock: blockNumber,
        slug,
        name: definition.name,
        description: definition.description,
        image: assetPaths.collectionImage(slug),
        bannerImage: assetPaths.collectionBanner(slug),
        market: deployments.market.address,
      }
    }),
    // the local chain has no reorgs but its own restarts: no confirmations, a 1 s poll
    ...INDEXER_DEFAULTS,
    allowedMetadataOrigin: new URL(origin).origin,
  }
}
