import type { Env } from '../../services/config/env'
import {
  account,
  connectWallet,
  disconnectWallet,
  installDevWalletWhenLocal,
  onAccountsChanged,
  signMessage,
} from '../../services/wallet'
import type { SessionWallet } from './memberSession'

/** The person's wallet through `src/services/wallet`, with the development wallet offered on a local chain. */
export function browserWallet(env: Pick<Env, 'chainId' | 'rpcUrl' | 'reownProjectId'>): SessionWallet {
  // announced before the first connect so that EIP-6963 discovery finds it
  const devWalletReady = installDevWalletWhenLocal(env).catch(() => false)
  return {
    connect: async () => {
      await devWalletReady
      return connectWallet({
        chainId: env.chainId,
        rpcUrl: env.rpcUrl,
        appUrl: window.location.origin,
        ...(env.reownProjectId ? { reownProjectId: env.reownProjectId } : {}),
      })
    },
    account,
    signMessage,
    disconnect: disconnectWallet,
    onAccountsChanged,
  }
}
