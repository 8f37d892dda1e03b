import {
  createWalletClient,
  custom,
  getAddress,
  numberToHex,
  type Abi,
  type Address,
  type Chain,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type CustomTransport,
  type Hash,
  type Hex,
  type WalletClient,
  type WriteContractParameters,
} from 'viem'
import { koiChain } from '../chain/chains.ts'
import { chooseInDialog } from './chooserDialog.ts'
import { ProviderRpcError, type Eip1193Provider, type Eip6963ProviderDetail } from './eip1193.ts'
import { discoverInjectedWallets, legacyInjectedProvider } from './injectedWallets.ts'

/** The parts of the client environment the wallet needs (from `<script id="koi-env">`). */
export interface WalletSettings {
  chainId: number
  rpcUrl: string
  reownProjectId?: string
  /** the page's origin, shown by WalletConnect wallets */
  appUrl?: string
}

export const NO_PROJECT_ID_NOTICE = 'no WalletConnect project id configured: only browser wallets are offered'
export const NO_WALLET_MESSAGE =
  'No browser wallet found. Install a wallet extension, or configure a WalletConnect project id to offer mobile wallets.'

export interface ConnectResult {
  account: Address
  /** something the app should tell the person, such as the missing WalletConnect project id */
  notice?: string
}

export interface ConnectOptions {
  /** where EIP-6963 wallets announce themselves; the window by default */
  eventTarget?: EventTarget
  /** picks one of several browser wallets; a dialog in the page by default */
  chooseWallet?: (wallets: Eip6963ProviderDetail[]) => Promise<Eip6963ProviderDetail>
}

type AccountsListener = (account: Address | null) => void

interface Connection {
  provider: Eip1193Provider
  client: WalletClient<CustomTransport, Chain, { address: Address; type: 'json-rpc' }>
  account: Address
  chain: Chain
  detach: () => void
}

let connection: Connection | null = null
const accountListeners = new Set<AccountsListener>()

function notifyAccount(account: Address | null) {
  accountListeners.forEach((listener) => listener(account))
}

function chooseWalletInPage(wallets: Eip6963ProviderDetail[]): Promise<Eip6963ProviderDetail> {
  return chooseInDialog(document, {
    title: 'Connect a wallet',
    description: NO_PROJECT_ID_NOTICE,
    options: wallets.map((wallet) => ({ label: wallet.info.name, value: wallet })),
  })
}

async function injectedProvider(options: ConnectOptions): Promise<Eip1193Provider> {
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

function attach(provider: Eip1193Provider, account: Address, chain: Chain): Connection {
  const client = createWalletClient({ account, chain, transport: custom(provider) })
  const onAccountsChanged = (...args: unknown[]) => {
    const [accounts] = args as [string[] | undefined]
    const next = accounts?.[0]
    if (!connection) return
    if (!next) {
      disconnectWallet()
      return
    }
    connection = attach(provider, getAddress(next), chain)
    notifyAccount(connection.account)
  }
  const onChainChanged = (...args: unknown[]) => {
    // a wallet moved to another chain can no longer sign for this app's contracts
    if (Number(args[0]) !== chain.id) disconnectWallet()
  }
  connection?.detach()
  provider.on('accountsChanged', onAccountsChanged)
  provider.on('chainChanged', onChainChanged)
  return {
    provider,
    client,
    account,
    chain,
    detach: () => {
      provider.removeListener('accountsChanged', onAccountsChanged)
      provider.removeListener('chainChanged', onChainChanged)
    },
  }
}

/**
 * Connects a wallet. With a WalletConnect project id, AppKit (with the wagmi adapter) is imported
 * on demand and opens its modal; without one, the browser's EIP-6963 wallets are offered directly and
 * the result carries a notice saying so instead of failing.
 */
export async function connectWallet(settings: WalletSettings, options: ConnectOptions = {}): Promise<ConnectResult> {
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
  connection = attach(provider, getAddress(first), chain)
  notifyAccount(connection.account)
  return notice ? { account: connection.account, notice } : { account: connection.account }
}

export function disconnectWallet(): void {
  if (!connection) return
  const { provider } = connection
  connection.detach()
  connection = null
  notifyAccount(null)
  // let the wallet forget the page too where it can; a wallet without the method is fine
  provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined)
}

/** The connected account, or null. */
export function account(): Address | null {
  return connection?.account ?? null
}

export function getWalletClient(): Connection['client'] | null {
  return connection?.client ?? null
}

export function onAccountsChanged(listener: AccountsListener): () => void {
  accountListeners.add(listener)
  return () => accountListeners.delete(listener)
}

function requireConnection(): Connection {
  if (!connection) throw new ProviderRpcError(4100, 'No wallet is connected.')
  return connection
}

/** personal_sign of a text message, as the login flow needs. */
export function signMessage(message: string): Promise<Hex> {
  const { client, account: address } = requireConnection()
  return client.signMessage({ account: address, message })
}

type WriteMutability = 'nonpayable' | 'payable'

/** A contract write from the connected account, typed by the ABI like viem's own. */
export function writeContract<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, WriteMutability>,
  const args extends ContractFunctionArgs<abi, WriteMutability, functionName>,
>(request: { address: Address; abi: abi; functionName: functionName; args: args; value?: bigint }): Promise<Hash> {
  const { client, account: address, chain } = requireConnection()
  return client.writeContract({ ...request, account: address, chain } as unknown as WriteContractParameters)
}
