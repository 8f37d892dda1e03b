const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

/**
 * A chain served from this machine (the Hardhat node of the start command), whatever its chain id.
 * Kept free of viem so the first page can ask without loading it.
 */
export function isLocalRpcUrl(rpcUrl: string): boolean {
  try {
    return loopbackHosts.has(new URL(rpcUrl).hostname)
  } catch {
    return false
  }
}
