import type { Env } from '../../services/config/env'
import {
  account,
  connectWallet,
  disconnectWallet,
  installDevWalletWhenLocal,
  onAccountsChanged,
  onChainChanged,
  resumeWallet,
  signMessage,
} from '../../services/wallet'
import type { SessionWallet } from './memberSession'

/**
 * The person's wallet through `src/services/wallet`, with the development wallet offered on a
 * local chain. The first connect after a reload takes up the `remembered` account when its wallet
 * still holds it, loading no wallet code; every other connect loads it (and announces the
 * development wallet first, so that EIP-6963 discovery finds it).
 */
export function browserWallet(
  env: Pick<Env, 'chainId' | 'rpcUrl' | 'reownProjectId'>,
  { remembered = null }: { remembered?: string | null } = {},
): SessionWallet {
  const settings = {
    chainId: env.chainId,
    rpcUrl: env.rpcUrl,
    appUrl: window.location.origin,
    ...(env.reownProjectId ? { reownProjectId: env.reownProjectId } : {}),
  }
  let toResume = remembered
  return {
    connect: async () => {
      const resuming = toResume
      toResume = null
      const resumed = resuming ? await resumeWallet(settings, resuming) : null
      if (resumed) return { account: resumed }
      await installDevWalletWhenLocal(env).catch(() => false)
      return connectWallet(settings)
    },
    account,
    signMessage,
    disconnect: disconnectWallet,
    onAccountsChanged,
    onChainChanged,
  }
}
