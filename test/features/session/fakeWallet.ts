import {
  ProviderRpcError,
  type Eip1193Listener,
  type Eip1193Provider,
  type Eip1193RequestArguments,
} from '../../../src/services/wallet/eip1193'

export interface FakeWallet {
  provider: Eip1193Provider
  /** What the wallet answers to the next signature request. */
  refuseSignatures: boolean
  signatureRequests: number
  /** `eth_requestAccounts` calls: what opens a wallet's connect prompt. */
  accountRequests: number
  /** The wallet switches to another account, as a person does in the extension. */
  switchAccount(account: string): void
  /** The wallet moves to a chain and says so (`chainChanged`), as a person does in the extension. */
  switchChain(chainId: number): void
  /** How many of the page's listeners follow `event` now. */
  listeners(event: string): number
  /** Withdraws the wallet from the page. */
  remove(): void
}

const fakeSignature = `0x${'ab'.repeat(65)}`

/** An EIP-1193 wallet holding one account, announced to the page through EIP-6963 like a browser extension. */
export function installFakeWallet({ account, chainId }: { account: string; chainId: number }): FakeWallet {
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args))
  let current = account
  let currentChain = chainId

  const provider: Eip1193Provider = {
    request({ method }: Eip1193RequestArguments) {
      switch (method) {
        case 'eth_requestAccounts':
          wallet.accountRequests++
          return Promise.resolve([current])
        case 'eth_accounts':
          return Promise.resolve([current])
        case 'eth_chainId':
          return Promise.resolve(`0x${currentChain.toString(16)}`)
        case 'personal_sign':
          wallet.signatureRequests++
          return wallet.refuseSignatures
            ? Promise.reject(new ProviderRpcError(4001, 'User rejected the request.'))
            : Promise.resolve(fakeSignature)
        case 'wallet_revokePermissions':
          emit('accountsChanged', [])
          return Promise.resolve(null)
        default:
          return Promise.reject(new ProviderRpcError(4200, `unsupported ${method}`))
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  const detail = Object.freeze({
    info: { uuid: 'fake-wallet', name: 'Fake Wallet', icon: 'data:,', rdns: 'test.fake' },
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)

  const wallet: FakeWallet = {
    provider,
    refuseSignatures: false,
    signatureRequests: 0,
    accountRequests: 0,
    switchAccount(next) {
      current = next
      emit('accountsChanged', [next])
    },
    switchChain(next) {
      currentChain = next
      emit('chainChanged', `0x${next.toString(16)}`)
    },
    listeners: (event) => listeners.get(event)?.size ?? 0,
    remove: () => window.removeEventListener('eip6963:requestProvider', announce),
  }
  return wallet
}
