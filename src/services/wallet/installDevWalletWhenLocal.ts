import { isLocalRpcUrl } from '../chain/localRpc.ts'

let installed: Promise<boolean> | undefined

/**
 * Announces the development wallet when the app runs against the local chain, and only then, once
 * per page however often it is asked. The wallet's code (HD derivation, local signing) is imported on
 * demand so it never weighs on a page served for a real network.
 */
export function installDevWalletWhenLocal(settings: { rpcUrl: string; chainId: number }): Promise<boolean> {
  if (!isLocalRpcUrl(settings.rpcUrl)) return Promise.resolve(false)
  installed ??= import('./devWallet.ts').then(({ installDevWallet }) => {
    installDevWallet(settings)
    return true
  })
  return installed
}
