import type { MachineSamples } from '../registry'
import type { LoginEvent } from './events'

const account = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
/** The app's chain (the build's test network); chain 1 stands for any other. */
const appChainId = 11155111

const events: LoginEvent[] = [
  { type: 'wallet.connect' },
  { type: 'wallet.connected', account, chainId: appChainId },
  { type: 'wallet.connectFailed', message: 'User rejected the connection request' },
  { type: 'wallet.disconnected' },
  { type: 'wallet.accountChanged', account: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' },
  { type: 'wallet.chainChanged', chainId: appChainId },
  { type: 'wallet.chainChanged', chainId: 1 },
  { type: 'login.sign' },
  { type: 'login.logout' },
]

export const loginSamples: MachineSamples = {
  input: { appChainId },
  events,
  actors: {
    fetchSignMessage: {
      output: [{ message: `Sign in to Koi as ${account}\nDeadline: 1767225600`, deadline: 1767225600 }],
      error: [{ message: 'Auth service unavailable' }],
    },
    signMessage: {
      output: ['0x3c5b1e0a9f7d2c4b6e8a0f1d3c5b7e9a2c4d6f8b0a1c3e5d7f9b2a4c6e8d0f1a3c5b7e9d1f'],
      error: [
        { name: 'UserRejectedRequestError', code: 4001, message: 'User rejected the request.' },
        { name: 'InternalRpcError', code: -32603, message: 'An internal error was received.' },
      ],
    },
    submitLogin: { output: [{ status: 201 }, { status: 400 }], error: [{ message: 'Signature expired' }] },
    verifyLogin: { output: [{ loggedIn: true }, { loggedIn: false }], error: [{ message: 'Network error' }] },
    logout: { output: [undefined], error: [{ message: 'Network error' }] },
  },
}
