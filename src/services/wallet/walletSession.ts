// Loaded on the first connect: viem's wallet client and the wallet discovery stay out of the first page.
import { createWalletClient, custom, getAddress, numberToHex, type Address, type Chain } from 'viem'
import { koiChain } from '../chain/chains.ts'
import { chooseInDialog } from './chooserDialog.ts'
import { ProviderRpcError, type Eip1193Provider, type Eip6963ProviderDetail } from './eip1193.ts'
import { discoverInjectedWallets, legacyInjectedProvider } from './injectedWallets.ts'
import { NO_PROJECT_ID_NOTICE, NO_WALLET_MESSAGE } from './walletMessages.ts'

export interface SessionSettings {
  chainId: number
  rpcUrl: string
  reownProjectId?: string
  appUrl?: string
}

export interface SessionOptions {
  eventTarget?: EventTarget
  chooseWallet?: (wallets: Eip6963ProviderDetail[]) => Promise<Eip6963ProviderDetail>
}

export interface WalletSession {
  account: Address
  chain: Chain
  provider: Eip1193Provider
  notice?: string
  /** a wallet client for the session's account; a new one after the person switches account */
  client: ReturnType<typeof clientFor>
  detach(): void
}

function clientFor(provider: Eip1193Provider, account: Address, chain: Chain) {
  return createWalletClient({ account, chain, transport: custom(provider) })
}

function chooseWalletInPage(wallets: Eip6963ProviderDetail[]): Promise<Eip6963ProviderDetail> {
  return chooseInDialog(document, {
    title: 'Connect a wallet',
    description: NO_PROJECT_ID_NOTICE,
    options: wallets.map((wallet) => ({ label: wallet.info.name, value: wallet })),
  })
}

async function injectedProvider(options: SessionOptions): Promise<Eip1193Provider> {
  const wallets = await discoverInjectedWallets(options.eventTarget)
  if (wallets.length === 1 && wallets[0]) return wallets[0].provider
  if (wallets.length > 1) return (await (options.chooseWallet ?? chooseWalletInPage)(wallets)).provider
  const legacy = legacyInjectedProvider()
  if (legacy) return legacy
  throw new ProviderRpcError(4900, NO_WALLET_MESSAGE)
}

async function ensureChain(provider: Eip1193Provider, chain: Chain, rpcUrl: string) {
  const current = Number(await provider.request({ method: 'eth_chainId' }))
  if (current === chain.id) return
  const chainIdHex = numberToHex(chain.id)
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chainIdHex }] })
  } catch (error) {
    if (!(error instanceof Object && 'code' in error && error.code === 4902)) throw error
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: chainIdHex, chainName: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: [rpcUrl] }],
    })
  }
}

/** What a wallet session tells whoever opened it. */
export interface SessionListeners {
  /** The person switched account: the session for the new one. */
  onAccount: (session: WalletSession) => void
  /** The wallet moved to a chain (any chain; the app decides whether it may stay). */
  onChain: (chainId: number) => void
  /** The person disconnected the site in the wallet. */
  onEnd: () => void
}

/**
 * Connects a wallet and follows it: onAccount with the new session when the person switches
 * account, onChain when the wallet moves to a chain, onEnd when they disconnect it.
 */
export async function openWalletSession(
  settings: SessionSettings,
  options: SessionOptions,
  { onAccount, onChain, onEnd }: SessionListeners,
): Promise<WalletSession> {
  const chain = koiChain(settings)
  let provider: Eip1193Provider
  let notice: string | undefined
  if (settings.reownProjectId) {
    const { connectWithAppKit } = await import('./appkitConnection.ts')
    provider = await connectWithAppKit({
      projectId: settings.reownProjectId,
      chainId: settings.chainId,
      rpcUrl: settings.rpcUrl,
      appUrl: settings.appUrl ?? window.location.origin,
    })
  } else {
    notice = NO_PROJECT_ID_NOTICE
    provider = await injectedProvider(options)
  }

  const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
  const first = accounts[0]
  if (!first) throw new ProviderRpcError(4100, 'The wallet connected no account.')
  await ensureChain(provider, chain, settings.rpcUrl)

  const onAccountsChanged = (...args: unknown[]) => {
    const next = (args[0] as string[] | undefined)?.[0]
    if (next) onAccount(sessionFor(getAddress(next)))
    else onEnd()
  }
  const onChainChanged = (...args: unknown[]) => onChain(Number(args[0]))
  const detach = () => {
    provider.removeListener('accountsChanged', onAccountsChanged)
    provider.removeListener('chainChanged', onChainChanged)
  }
  const sessionFor = (account: Address): WalletSession => ({
    account,
    chain,
    provider,
    client: clientFor(provider, account, chain),
    detach,
    ...(notice ? { notice } : {}),
  })
  provider.on('accountsChanged', onAccountsChanged)
  provider.on('chainChanged', onChainChanged)
  return sessionFor(getAddress(first))
}
