import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { Notice } from '../notice'
import { messageOf, missingEffect } from '../notice'
import type { LoginEvent, LoginSubmission, SignMessage } from './events'
import { LOGIN_CREATED_STATUS, loginMessages } from './messages'

/** What the app gives the login when it starts. */
export interface LoginInput {
  /** The chain the app runs on: a wallet moved to any other one can no longer sign for it. */
  appChainId: number
}

export interface LoginContext {
  appChainId: number
  account: string | null
  chainId: number | null
  signMessage: SignMessage | null
  signature: string | null
  error: string | null
}

const flow = 'login'

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    fetchSignMessage: fromPromise<SignMessage, { chainId: number }>(() =>
      missingEffect(flow, 'actor', 'fetchSignMessage'),
    ),
    signMessage: fromPromise<string, { account: string; message: string }>(() =>
      missingEffect(flow, 'actor', 'signMessage'),
    ),
    submitLogin: fromPromise<{ status: number }, LoginSubmission>(() => missingEffect(flow, 'actor', 'submitLogin')),
    verifyLogin: fromPromise<{ loggedIn: boolean }, { chainId: number }>(() =>
      missingEffect(flow, 'actor', 'verifyLogin'),
    ),
    logout: fromPromise<void, { chainId: number }>(() => missingEffect(flow, 'actor', 'logout')),
  },
  actions: {
    notify: (_, _notice: Notice) => missingEffect(flow, 'action', 'notify'),
    openWalletDialog: () => missingEffect(flow, 'action', 'openWalletDialog'),
    /** Lets the wallet go (its listeners detached) once the flow ended the connection itself. */
    releaseWallet: () => missingEffect(flow, 'action', 'releaseWallet'),
    assignWallet: assign(({ event }) => {
      assertEvent(event, 'wallet.connected')
      return { account: event.account, chainId: event.chainId, error: null }
    }),
    assignAccount: assign(({ event }) => {
      assertEvent(event, 'wallet.accountChanged')
      return { account: event.account }
    }),
    assignChain: assign(({ event }) => {
      assertEvent(event, 'wallet.chainChanged')
      return { chainId: event.chainId }
    }),
    clearWallet: assign({ account: null, chainId: null, signMessage: null, signature: null }),
    clearSession: assign({ signMessage: null, signature: null }),
    assignError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: null }),
  },
  guards: {
    /** The auth service answered the login POST (`answered`) with the expected `status`. */
    hasStatus: (_, _params: { status: number; answered: number }) => missingEffect(flow, 'guard', 'hasStatus'),
    /** The verify call reports a logged-in session. */
    isVerified: (_, _params: { answer: { loggedIn: boolean } }) => missingEffect(flow, 'guard', 'isVerified'),
    /** The wallet failed because the member declined to sign. */
    isSignatureRefused: (_, _params: { error: unknown }) => missingEffect(flow, 'guard', 'isSignatureRefused'),
    /** The wallet's chain (`chainId`) is the app's own (`appChainId`). */
    isAppChain: (_, _params: { chainId: number; appChainId: number }) => missingEffect(flow, 'guard', 'isAppChain'),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    appChainId: input.appChainId,
    account: null,
    chainId: null,
    signMessage: null,
    signature: null,
    error: null,
  }),
  initial: 'walletDisconnected',
  states: {
    walletDisconnected: {
      tags: ['signedOut'],
      on: { 'wallet.connect': { target: 'connecting', actions: ['clearError', 'openWalletDialog'] } },
    },
    connecting: {
      tags: ['busy', 'signedOut'],
      on: {
        'wallet.connected': { target: 'connected', actions: 'assignWallet' },
        'wallet.connectFailed': {
          target: 'walletDisconnected',
          actions: [
            { type: 'assignError', params: ({ event }) => ({ message: event.message || loginMessages.connectFailed }) },
            {
              type: 'notify',
              params: ({ event }) => ({ kind: 'error', message: event.message || loginMessages.connectFailed }),
            },
          ],
        },
      },
    },
    connected: {
      tags: ['walletConnected'],
      initial: 'checkingSession',
      on: {
        'wallet.disconnected': { target: 'walletDisconnected', actions: 'clearWallet' },
        'wallet.accountChanged': { actions: 'assignAccount' },
        // a wallet on another chain can no longer sign for the app: the flow ends the connection
        'wallet.chainChanged': [
          {
            guard: {
              type: 'isAppChain',
              params: ({ context, event }) => ({ chainId: event.chainId, appChainId: context.appChainId }),
            },
            actions: 'assignChain',
          },
          {
            target: 'walletDisconnected',
            actions: [
              'clearWallet',
              'releaseWallet',
              { type: 'notify', params: { kind: 'info', message: loginMessages.chainLeft } },
            ],
          },
        ],
      },
      states: {
        checkingSession: {
          tags: ['busy', 'signedOut'],
          // the page offers Sign as soon as the wallet is connected: a Sign pressed while the stored
          // session is still being checked signs at once instead of being lost
          on: { 'login.sign': { target: 'fetchingMessage', actions: 'clearError' } },
          invoke: {
            src: 'verifyLogin',
            input: ({ context }) => ({ chainId: context.chainId ?? 0 }),
            onDone: [
              { guard: { type: 'isVerified', params: ({ event }) => ({ answer: event.output }) }, target: 'loggedIn' },
              { target: 'idle' },
            ],
            onError: { target: 'idle' },
          },
        },
        idle: { tags: ['signedOut'], on: { 'login.sign': { target: 'fetchingMessage', actions: 'clearError' } } },
        fetchingMessage: {
          tags: ['busy', 'signedOut'],
          invoke: {
            src: 'fetchSignMessage',
            input: ({ context }) => ({ chainId: context.chainId ?? 0 }),
            onDone: { target: 'signing', actions: assign({ signMessage: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: {
                type: 'assignError',
                params: ({ event }) => ({ message: messageOf(event.error, loginMessages.loginFailed) }),
              },
            },
          },
        },
        signing: {
          tags: ['busy', 'signedOut', 'awaitingSignature'],
          invoke: {
            src: 'signMessage',
            input: ({ context }) => ({ account: context.account ?? '', message: context.signMessage?.message ?? '' }),
            onDone: { target: 'submitting', actions: assign({ signature: ({ event }) => event.output }) },
            onError: [
              {
                guard: { type: 'isSignatureRefused', params: ({ event }) => ({ error: event.error }) },
                target: 'refused',
              },
              {
                target: 'failed',
                actions: {
                  type: 'assignError',
                  params: ({ event }) => ({ message: messageOf(event.error, loginMessages.loginFailed) }),
                },
              },
            ],
          },
        },
        submitting: {
          tags: ['busy', 'signedOut'],
          invoke: {
            src: 'submitLogin',
            input: ({ context }) => ({
              account: context.account ?? '',
              signature: context.signature ?? '',
              deadline: context.signMessage?.deadline ?? 0,
              chainId: context.chainId ?? 0,
            }),
            onDone: [
              {
                guard: {
                  type: 'hasStatus',
                  params: ({ event }) => ({ status: LOGIN_CREATED_STATUS, answered: event.output.status }),
                },
                target: 'verifying',
              },
              { target: 'failed', actions: { type: 'assignError', params: { message: loginMessages.loginFailed } } },
            ],
            onError: {
              target: 'failed',
              actions: {
                type: 'assignError',
                params: ({ event }) => ({ message: messageOf(event.error, loginMessages.loginFailed) }),
              },
            },
          },
        },
        verifying: {
          tags: ['busy', 'signedOut'],
          invoke: {
            src: 'verifyLogin',
            input: ({ context }) => ({ chainId: context.chainId ?? 0 }),
            onDone: [
              { guard: { type: 'isVerified', params: ({ event }) => ({ answer: event.output }) }, target: 'loggedIn' },
              { target: 'failed', actions: { type: 'assignError', params: { message: loginMessages.loginFailed } } },
            ],
            onError: {
              target: 'failed',
              actions: {
                type: 'assignError',
                params: ({ event }) => ({ message: messageOf(event.error, loginMessages.loginFailed) }),
              },
            },
          },
        },
        refused: {
          tags: ['signedOut'],
          entry: { type: 'notify', params: { kind: 'info', message: loginMessages.signRefused } },
          on: { 'login.sign': { target: 'fetchingMessage', actions: 'clearError' } },
        },
        failed: {
          tags: ['signedOut'],
          entry: {
            type: 'notify',
            params: ({ context }) => ({ kind: 'error', message: context.error ?? loginMessages.loginFailed }),
          },
          on: { 'login.sign': { target: 'fetchingMessage', actions: 'clearError' } },
        },
        loggedIn: {
          tags: ['loggedIn'],
          exit: 'clearSession',
          on: {
            'login.logout': { target: 'loggingOut' },
            'wallet.accountChanged': {
              target: 'loggingOut',
              actions: [
                'assignAccount',
                { type: 'notify', params: { kind: 'info', message: loginMessages.sessionEnded } },
              ],
            },
          },
        },
        loggingOut: {
          tags: ['busy'],
          invoke: {
            src: 'logout',
            input: ({ context }) => ({ chainId: context.chainId ?? 0 }),
            // The local session ends either way; a failed server call only leaves a stale cookie.
            onDone: { target: 'idle' },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
})
