import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hash, Hex, WriteContractParameters } from 'viem'
import { ProviderRpcError, type Eip6963ProviderDetail } from './eip1193.ts'
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

// This module stays light (types only from viem): the wallet code loads on the first connect.
let session: WalletSession | null = null
const accountListeners = new Set<AccountsListener>()

function setSession(next: WalletSession | null) {
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
    onEnd: () => disconnectWallet(),
  })
  setSession(opened)
  return opened.notice ? { account: opened.account, notice: opened.notice } : { account: opened.account }
}

export function disconnectWallet(): void {
  if (!session) return
  const { provider } = session
  session.detach()
  setSession(null)
  // let the wallet forget the page too where it can; a wallet without the method is fine
  provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined)
}

/** The connected account, or null. */
export function account(): Address | null {
  return session?.account ?? null
}

export function getWalletClient(): WalletSession['client'] | null {
  return session?.client ?? null
}

export function onAccountsChanged(listener: AccountsListener): () => void {
  accountListeners.add(listener)
  return () => accountListeners.delete(listener)
}

function requireSession(): WalletSession {
  if (!session) throw new ProviderRpcError(4100, 'No wallet is connected.')
  return session
}

/** personal_sign of a text message, as the login flow needs. */
export function signMessage(message: string): Promise<Hex> {
  const { client, account: address } = requireSession()
  return client.signMessage({ account: address, message })
}

type WriteMutability = 'nonpayable' | 'payable'

/** A contract write from the connected account, typed by the ABI like viem's own. */
export function writeContract<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, WriteMutability>,
  const args extends ContractFunctionArgs<abi, WriteMutability, functionName>,
>(request: { address: Address; abi: abi; functionName: functionName; args: args; value?: bigint }): Promise<Hash> {
  const { client, account: address, chain } = requireSession()
  return client.writeContract({ ...request, account: address, chain } as unknown as WriteContractParameters)
}
