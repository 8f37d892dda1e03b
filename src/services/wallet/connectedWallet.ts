import { isLocalRpcUrl } from '../chain/localRpc.ts'
import { DEV_WALLET_ACCOUNT_KEY } from './devWalletIdentity.ts'
import type { Eip1193Provider } from './eip1193.ts'
import { discoverInjectedWallets, legacyInjectedProvider } from './injectedWallets.ts'

export interface ConnectedWallet {
  account: string
  /** the browser wallet that holds the account; null for the development wallet, not installed yet */
  provider: Eip1193Provider | null
}

/**
 * Whether the account remembered from an earlier visit is still connected, asked without loading
 * the wallet code and without a prompt: the development wallet's own record, else `eth_accounts`
 * of the browser wallets (EIP-6963, then `window.ethereum`) on the app's chain.
 */
export async function connectedWallet(
  remembered: string,
  settings: { rpcUrl: string; chainId: number },
): Promise<ConnectedWallet | null> {
  const same = (account: unknown): account is string =>
    typeof account === 'string' && account.toLowerCase() === remembered.toLowerCase()
  if (isLocalRpcUrl(settings.rpcUrl)) {
    const devAccount = window.sessionStorage.getItem(DEV_WALLET_ACCOUNT_KEY)
    if (same(devAccount)) return { account: devAccount, provider: null }
  }
  const legacy = legacyInjectedProvider()
  const providers = [...(await discoverInjectedWallets()).map((wallet) => wallet.provider), ...(legacy ? [legacy] : [])]
  for (const provider of providers) {
    try {
      const accounts = await provider.request({ method: 'eth_accounts' })
      const account = Array.isArray(accounts) ? accounts.find(same) : undefined
      if (account && Number(await provider.request({ method: 'eth_chainId' })) === settings.chainId)
        return { account, provider }
    } catch {
      // a wallet that cannot answer is not the one we look for
    }
  }
  return null
}
