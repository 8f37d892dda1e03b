import { defineChain, type Chain } from 'viem'
import { arbitrumSepolia, avalancheFuji, mainnet, sepolia } from 'viem/chains'
import { isLocalRpcUrl } from './localRpc.ts'

export { isLocalRpcUrl }

/** The spec's default chain: Sepolia, a test network. */
export const DEFAULT_CHAIN_ID = 11155111

export interface ChainSettings {
  chainId: number
  rpcUrl: string
}

const knownChains: readonly Chain[] = [sepolia, mainnet, arbitrumSepolia, avalancheFuji]

/**
 * The viem chain the app and the server talk to. A loopback RPC URL means the local Hardhat node:
 * same chain id as the real network, but none of its predeployed contracts (no multicall3, no ENS)
 * and no block explorer.
 */
export function koiChain({ chainId, rpcUrl }: ChainSettings): Chain {
  const known = knownChains.find((chain) => chain.id === chainId)
  if (isLocalRpcUrl(rpcUrl)) {
    return defineChain({
      id: chainId,
      name: `${known?.name ?? 'Koi'} (local)`,
      nativeCurrency: known?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
      testnet: true,
    })
  }
  if (known) return { ...known, rpcUrls: { default: { http: [rpcUrl] } } }
  return defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

/**
 * Block-explorer base for the chain, or null when there is none. The local chain has no public
 * explorer: rather than link to Sepolia's explorer, where local hashes and addresses do not exist,
 * the app shows the hash or address as copyable text without a link.
 */
export function explorerBaseUrl(settings: ChainSettings): string | null {
  return koiChain(settings).blockExplorers?.default.url ?? null
}

/**
 * The RPC a browser may be given when none is configured for it: the local node itself, or the
 * known chain's public endpoint. Never a configured server RPC of a real chain, whose URL may hold
 * a provider's key. Null for an unknown chain.
 */
export function defaultPublicRpcUrl({ chainId, rpcUrl }: ChainSettings): string | null {
  if (isLocalRpcUrl(rpcUrl)) return rpcUrl
  return knownChains.find((chain) => chain.id === chainId)?.rpcUrls.default.http[0] ?? null
}
