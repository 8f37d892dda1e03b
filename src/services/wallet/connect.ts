import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hash, Hex, WriteContractParameters } from 'viem'
import { connectedWallet } from './connectedWallet.ts'
import { DEV_WALLET_RDNS } from './devWalletIdentity.ts'
import { ProviderRpcError, type Eip1193Provider, type Eip6963ProviderDetail } from './eip1193.ts'
import { installDevWalletWhenLocal } from './installDevWalletWhenLocal.ts'
import type { WalletSession } from './walletSession.ts'

export { NO_PROJECT_ID_NOTICE, NO_WALLET_MESSAGE } from './walletMessages.ts'

/** The parts of the client environment the wallet needs (from `<script id="koi-env">`). */
export interface WalletSettings {
  chainId: number
  rpcUrl: string
  reownProjectId?: string
  /** the page's origin, shown by WalletConnect wallets */
  appUrl?: string
}

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
type ChainListener = (chainId: number) => void

// This module stays light (types only from viem): the wallet code loads on the first connect, or
// on the first signature or transaction of a wallet found still connected after a reload.
let session: WalletSession | null = null
/** A wallet found still connected by `resumeWallet`, its code not loaded yet. */
let resumed: { account: Address; settings: WalletSettings; provider: Eip1193Provider | null; stop(): void } | null =
  null
const accountListeners = new Set<AccountsListener>()
const chainListeners = new Set<ChainListener>()
const tellChain = (chainId: number) => chainListeners.forEach((listener) => listener(chainId))

function setSession(next: WalletSession | null) {
  resumed?.stop()
  resumed = null
  session = next
  const address = next?.account ?? null
  accountListeners.forEach((listener) => listener(address))
}

/**
 * Connects a wallet. With a WalletConnect project id, AppKit (with the wagmi adapter) is imported
 * on demand and opens its modal; without one, the browser's EIP-6963 wallets are offered directly and
 * the result carries a notice saying so instead of failing.
 */
export async function connectWallet(settings: WalletSettings, options: ConnectOptions = {}): Promise<ConnectResult> {
  const { openWalletSession } = await import('./walletSession.ts')
  session?.detach()
  const opened = await openWalletSession(settings, options, {
    onAccount: (next) => setSession(next),
    onChain: tellChain,
    onEnd: () => disconnectWallet(),
  })
  setSession(opened)
  return opened.notice ? { account: opened.account, notice: opened.notice } : { account: opened.account }
}

/**
 * After a reload: takes up the `remembered` account if its wallet still holds it, without loading
 * the wallet code or asking anything (a few hundred bytes). The account is then this module's
 * account; the wallet code loads on the first signature or transaction. Null when it is gone.
 */
export async function resumeWallet(settings: WalletSettings, remembered: string): Promise<Address | null> {
  const found = await connectedWallet(remembered, settings)
  if (!found || session) return session?.account ?? null
  const { provider } = found
  const onAccountsChanged = (...args: unknown[]) => {
    const next = (args[0] as string[] | undefined)?.[0]
    if (!resumed) return
    if (next) resumed.account = next as Address
    else resumed = null
    accountListeners.forEach((listener) => listener((next as Address | undefined) ?? null))
  }
  const onChainChanged = (...args: unknown[]) => {
    if (resumed) tellChain(Number(args[0]))
  }
  provider?.on('accountsChanged', onAccountsChanged)
  provider?.on('chainChanged', onChainChanged)
  resumed?.stop()
  resumed = {
    account: found.account as Address,
    settings,
    provider,
    stop: () => {
      provider?.removeListener('accountsChanged', onAccountsChanged)
      provider?.removeListener('chainChanged', onChainChanged)
    },
  }
  return resumed.account
}

/** The resumed wallet opened for real: the same wallet, chosen without a dialog, no prompt. */
async function reopenResumed(): Promise<WalletSession | null> {
  if (!resumed) return null
  const { settings, provider } = resumed
  if (provider === null) await installDevWalletWhenLocal(settings)
  const sameWallet = (wallets: Eip6963ProviderDetail[]) => {
    const wallet = wallets.find((candidate) =>
      provider === null ? candidate.info.rdns === DEV_WALLET_RDNS : candidate.provider === provider,
    )
    return wallet ? Promise.resolve(wallet) : Promise.reject(new ProviderRpcError(4100, 'The wallet is gone.'))
  }
  await connectWallet(settings, { chooseWallet: sameWallet })
  return session
}

export function disconnectWallet(): void {
  resumed?.stop()
  if (resumed && !session) {
    resumed = null
    accountListeners.forEach((listener) => listener(null))
  }
  if (!session) return
  const { provider } = session
  session.detach()
  setSession(null)
  // let the wallet forget the page too where it can; a wallet without the method is fine
  provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined)
}

/** The connected account, or null. */
export function account(): Address | null {
  return session?.account ?? resumed?.account ?? null
}

export function getWalletClient(): WalletSession['client'] | null {
  return session?.client ?? null
}

export function onAccountsChanged(listener: AccountsListener): () => void {
  accountListeners.add(listener)
  return () => accountListeners.delete(listener)
}

/**
 * Called with the chain id each time the connected wallet moves to a chain. The wallet stays
 * connected: whoever follows it decides whether that chain ends the connection (`disconnectWallet`).
 */
export function onChainChanged(listener: ChainListener): () => void {
  chainListeners.add(listener)
  return () => chainListeners.delete(listener)
}

async function requireSession(): Promise<WalletSession> {
  const opened = session ?? (await reopenResumed())
  if (!opened) throw new ProviderRpcError(4100, 'No wallet is connected.')
  return opened
}

/** personal_sign of a text message, as the login flow needs. */
export async function signMessage(message: string): Promise<Hex> {
  const { client, account: address } = await requireSession()
  return client.signMessage({ account: address, message })
}

type WriteMutability = 'nonpayable' | 'payable'

/** A contract write from the connected account, typed by the ABI like viem's own. */
export async function writeContract<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, WriteMutability>,
  const args extends ContractFunctionArgs<abi, WriteMutability, functionName>,
>(request: { address: Address; abi: abi; functionName: functionName; args: args; value?: bigint }): Promise<Hash> {
  const { client, account: address, chain } = await requireSession()
  return client.writeContract({ ...request, account: address, chain } as unknown as WriteContractParameters)
}
