import { isLocalRpcUrl } from '../chain/localRpc.ts'

/**
 * Announces the development wallet when the app runs against the local chain, and only then. The
 * wallet's code (HD derivation, local signing) is imported on demand so it never weighs on a page
 * served for a real network.
 */
export async function installDevWalletWhenLocal(settings: { rpcUrl: string; chainId: number }): Promise<boolean> {
  if (!isLocalRpcUrl(settings.rpcUrl)) return false
  const { installDevWallet } = await import('./devWallet.ts')
  installDevWallet(settings)
  return true
}
