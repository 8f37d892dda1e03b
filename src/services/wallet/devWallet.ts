import {
  createWalletClient,
  hexToBigInt,
  http,
  isAddressEqual,
  numberToHex,
  type Address,
  type Hex,
  type LocalAccount,
} from 'viem'
import { koiChain } from '../chain/chains.ts'
import { localTestAccounts } from '../chain/localAccounts.ts'
import { chooseInDialog } from './chooserDialog.ts'
import {
  ANNOUNCE_PROVIDER_EVENT,
  ProviderRpcError,
  REQUEST_PROVIDER_EVENT,
  type Eip1193Listener,
  type Eip1193Provider,
  type Eip1193RequestArguments,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
} from './eip1193.ts'
import { DEV_WALLET_ACCOUNT_KEY, DEV_WALLET_RDNS } from './devWalletIdentity.ts'
import { parseTypedDataV4 } from './typedDataV4.ts'

const icon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#e8572a"/>' +
      '<path d="M7 16c4-6 12-6 18 0-6 6-14 6-18 0z" fill="#fff"/><circle cx="20" cy="15" r="1.6" fill="#e8572a"/></svg>',
  )

export const DEV_WALLET_INFO: Eip6963ProviderInfo = {
  uuid: '6f1c9c52-3a5e-4f0b-9d1e-6b0e3c2f7a41',
  name: 'Koi Dev Wallet',
  icon,
  rdns: DEV_WALLET_RDNS,
}

const STORAGE_KEY = DEV_WALLET_ACCOUNT_KEY

export interface DevWalletOptions {
  rpcUrl: string
  chainId: number
  /** the local chain's funded accounts; the test mnemonic's by default */
  accounts?: LocalAccount[]
  /** asks the person which account to connect; a dialog in the page by default */
  pickAccount?: (addresses: Address[]) => Promise<Address>
  /** remembers the connected account across reloads, as a browser wallet does */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

/**
 * Test controls, asked through `request` like any wallet method and answered by this local wallet
 * only: what a person does in a real wallet's own window, which this wallet (it signs without asking)
 * has no window for. Browser tests use them to walk the login's refusals and wallet changes. Like the
 * wallet itself, they exist only on a page served for the local chain (installDevWalletWhenLocal).
 * - `koiDevWallet_failNext` `[{ method, code, message? }]`: the next request of `method` fails with
 *   that EIP-1193 error (4001: the person declined it).
 * - `koiDevWallet_holdNext` `[{ method }]`: the next request of `method` waits, as a person reading
 *   it in their wallet does, until `koiDevWallet_releaseHeld` is asked.
 * - `koiDevWallet_switchChain` `[chainIdHex]`: the wallet moves to another chain, as a person does in
 *   their wallet, and says so (`chainChanged`); `wallet_switchEthereumChain` brings it back.
 */
export const DEV_WALLET_TEST_METHODS = {
  failNext: 'koiDevWallet_failNext',
  holdNext: 'koiDevWallet_holdNext',
  releaseHeld: 'koiDevWallet_releaseHeld',
  switchChain: 'koiDevWallet_switchChain',
} as const

type TransactionRequestJson = {
  from?: Address
  to?: Address
  data?: Hex
  input?: Hex
  value?: Hex
  gas?: Hex
  nonce?: Hex
}

/**
 * An EIP-1193 wallet holding the local chain's test accounts. It signs locally, without asking,
 * because its accounts are public test accounts on a throwaway chain: it exists so that a person or a
 * browser test can sign in, claim and pay on the local chain without a browser extension.
 */
export function createDevWallet({
  rpcUrl,
  chainId,
  accounts = localTestAccounts(),
  pickAccount,
  storage,
}: DevWalletOptions): Eip1193Provider {
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args))
  const chainIdHex = numberToHex(chainId)
  /** the chain the wallet is on: the local one unless a test moved it away */
  let currentChainHex: Hex = chainIdHex
  const failures = new Map<string, ProviderRpcError>()
  const holds = new Map<string, Promise<void>>()
  const releases: (() => void)[] = []
  const chain = koiChain({ chainId, rpcUrl })
  const transport = http(rpcUrl, { retryCount: 0 })

  const stored = storage?.getItem(STORAGE_KEY)
  let connected: LocalAccount | undefined = stored
    ? accounts.find((candidate) => isAddressEqual(candidate.address, stored as Address))
    : undefined

  const connect = (account: LocalAccount) => {
    connected = account
    storage?.setItem(STORAGE_KEY, account.address)
    emit('connect', { chainId: currentChainHex })
    emit('accountsChanged', [account.address])
  }

  const signerFor = (address: unknown): LocalAccount => {
    if (!connected || typeof address !== 'string' || !isAddressEqual(connected.address, address as Address)) {
      throw new ProviderRpcError(4100, `The Koi Dev Wallet has not connected ${String(address)} to this page.`)
    }
    return connected
  }

  let rpcId = 0
  const forward = async (method: string, params: unknown): Promise<unknown> => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string; data?: unknown }
    }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
    return body.result
  }

  const choose = async (): Promise<LocalAccount> => {
    const addresses = accounts.map((account) => account.address)
    const chosen = pickAccount
      ? await pickAccount(addresses)
      : await chooseInDialog(document, {
          title: DEV_WALLET_INFO.name,
          description: 'Pick a funded test account of the local chain.',
          options: addresses.map((address) => ({ label: address, value: address })),
        })
    const account = accounts.find((candidate) => isAddressEqual(candidate.address, chosen))
    if (!account) throw new ProviderRpcError(4001, `${chosen} is not an account of the Koi Dev Wallet.`)
    return account
  }

  const sendTransaction = async (request: TransactionRequestJson): Promise<Hex> => {
    const account = signerFor(request.from ?? connected?.address)
    const client = createWalletClient({ account, chain, transport })
    return client.sendTransaction({
      to: request.to,
      data: request.data ?? request.input,
      value: request.value ? hexToBigInt(request.value) : undefined,
      gas: request.gas ? hexToBigInt(request.gas) : undefined,
      nonce: request.nonce ? Number(hexToBigInt(request.nonce)) : undefined,
    })
  }

  async function request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    const hold = holds.get(method)
    if (hold) {
      holds.delete(method)
      await hold
    }
    const failure = failures.get(method)
    if (failure) {
      failures.delete(method)
      throw failure
    }
    switch (method) {
      case DEV_WALLET_TEST_METHODS.failNext: {
        const {
          method: failing,
          code,
          message,
        } = (list[0] ?? {}) as { method?: unknown; code?: unknown; message?: unknown }
        if (typeof failing !== 'string' || typeof code !== 'number') {
          throw new ProviderRpcError(-32602, `${method} takes [{ method, code, message? }].`)
        }
        const text =
          typeof message === 'string' ? message : code === 4001 ? 'User rejected the request.' : 'The request failed.'
        failures.set(failing, new ProviderRpcError(code, text))
        return null
      }
      case DEV_WALLET_TEST_METHODS.holdNext: {
        const { method: held } = (list[0] ?? {}) as { method?: unknown }
        if (typeof held !== 'string') throw new ProviderRpcError(-32602, `${method} takes [{ method }].`)
        holds.set(held, new Promise((release) => releases.push(release)))
        return null
      }
      case DEV_WALLET_TEST_METHODS.releaseHeld:
        releases.splice(0).forEach((release) => release())
        return null
      case DEV_WALLET_TEST_METHODS.switchChain: {
        const wanted = list[0]
        if (typeof wanted !== 'string' || !/^0x[0-9a-fA-F]+$/.test(wanted)) {
          throw new ProviderRpcError(-32602, `${method} takes [chainIdHex].`)
        }
        currentChainHex = numberToHex(hexToBigInt(wanted as Hex))
        emit('chainChanged', currentChainHex)
        return null
      }
      case 'eth_chainId':
        return currentChainHex
      case 'net_version':
        return String(Number(currentChainHex))
      case 'eth_accounts':
        return connected ? [connected.address] : []
      case 'eth_requestAccounts': {
        if (!connected) connect(await choose())
        return connected ? [connected.address] : []
      }
      case 'wallet_requestPermissions': {
        connect(await choose())
        return [{ parentCapability: 'eth_accounts' }]
      }
      case 'wallet_getPermissions':
        return connected ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        connected = undefined
        storage?.removeItem(STORAGE_KEY)
        emit('accountsChanged', [])
        return null
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain': {
        const wanted = (list[0] as { chainId?: string } | undefined)?.chainId
        if (wanted && Number(wanted) !== chainId) {
          throw new ProviderRpcError(4902, `The Koi Dev Wallet only serves the local chain ${chainId}.`)
        }
        if (currentChainHex !== chainIdHex) {
          currentChainHex = chainIdHex
          emit('chainChanged', currentChainHex)
        }
        return null
      }
      case 'personal_sign': {
        const [message, address] = list as [Hex, Address]
        return signerFor(address).signMessage({ message: { raw: message } })
      }
      case 'eth_signTypedData_v4': {
        const [address, json] = list as [Address, unknown]
        return signerFor(address).signTypedData(parseTypedDataV4(json))
      }
      case 'eth_sendTransaction':
        return sendTransaction(list[0] as TransactionRequestJson)
      case 'eth_sign':
      case 'eth_signTransaction':
        throw new ProviderRpcError(4200, `The Koi Dev Wallet does not support ${method}.`)
      default:
        return forward(method, params)
    }
  }

  return {
    request,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}

/**
 * Announces the wallet through EIP-6963 now and whenever the page asks again. Returns the
 * function that withdraws it.
 */
export function announceDevWallet(provider: Eip1193Provider, target: EventTarget = window): () => void {
  const detail: Eip6963ProviderDetail = Object.freeze({ info: DEV_WALLET_INFO, provider })
  const announce = () => target.dispatchEvent(new CustomEvent(ANNOUNCE_PROVIDER_EVENT, { detail }))
  target.addEventListener(REQUEST_PROVIDER_EVENT, announce)
  announce()
  return () => target.removeEventListener(REQUEST_PROVIDER_EVENT, announce)
}

/** Installs the development wallet in the page when the app runs against a local chain. */
export function installDevWallet(options: Omit<DevWalletOptions, 'storage'>): () => void {
  const provider = createDevWallet({ ...options, storage: window.sessionStorage })
  return announceDevWallet(provider, window)
}
