import { fromPromise } from 'xstate'
import type { LoginSubmission, SignMessage } from '../../machines/login/events'
import { loginRules } from '../../machines/login/guards'
import { loginMachine } from '../../machines/login/machine'
import type { Notice } from '../../machines/notice'
import { ApiError, createApiClient, type ApiClient } from '../../services/api'
import type { Env } from '../../services/config/env'

/** How long the auth service should accept the signed message: time to read and sign it. */
export const LOGIN_MESSAGE_LIFETIME_S = 10 * 60

/** The wallet as the login flow needs it; the app passes `src/services/wallet`, tests a fake-backed one. */
export interface LoginWallet {
  connect(): Promise<{ account: string; notice?: string }>
  account(): string | null
  signMessage(message: string): Promise<string>
  /** Lets the wallet go: its listeners detached, the site forgotten where the wallet can. */
  disconnect(): void
}

export interface LoginEffectsDeps {
  api: ApiClient
  env: Pick<Env, 'chainId'>
  wallet: LoginWallet
  notify: (notice: Notice) => void
  /** Unix seconds; the clock the message deadline is counted from. */
  now?: () => number
}

/**
 * The client records the status of the login POST: the flow accepts only 201, and a 200 would
 * otherwise read as success.
 */
function statusRecordingClient(api: ApiClient) {
  let lastStatus = 0
  const client = createApiClient({
    ...api.urls,
    fetch: async (input, init) => {
      const response = await fetch(input, init)
      lastStatus = response.status
      return response
    },
  })
  return { client, lastStatus: () => lastStatus }
}

/** The login machine with every effect real: auth calls, the wallet, toasts. One per app. */
export function provideLoginEffects({
  api,
  env,
  wallet,
  notify,
  now = () => Math.floor(Date.now() / 1000),
}: LoginEffectsDeps) {
  const recording = statusRecordingClient(api)
  const requireAccount = (): string => {
    const account = wallet.account()
    if (!account) throw new Error('No wallet is connected.')
    return account
  }

  return loginMachine.provide({
    actors: {
      fetchSignMessage: fromPromise<SignMessage, { chainId: number }>(async ({ input }) => {
        const answer = await api.call('getLoginMessage', {
          query: { deadline: now() + LOGIN_MESSAGE_LIFETIME_S, chainId: input.chainId, account: requireAccount() },
        })
        return { message: answer.message, deadline: answer.deadline }
      }),
      signMessage: fromPromise<string, { account: string; message: string }>(({ input }) =>
        wallet.signMessage(input.message),
      ),
      submitLogin: fromPromise<{ status: number }, LoginSubmission>(async ({ input }) => {
        await recording.client.call('postLogin', {
          query: { chainId: input.chainId },
          body: { account: input.account, signature: input.signature, deadline: input.deadline },
        })
        return { status: recording.lastStatus() }
      }),
      verifyLogin: fromPromise<{ loggedIn: boolean }, { chainId: number }>(async ({ input }) => {
        try {
          const session = await api.call('verifyLogin', { query: { chainId: input.chainId } })
          // a cookie left by another account does not sign in the account now connected
          const account = wallet.account()
          const sameAccount = account !== null && session.account.toLowerCase() === account.toLowerCase()
          return { loggedIn: session.loggedIn && sameAccount }
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return { loggedIn: false }
          throw error
        }
      }),
      logout: fromPromise<void, { chainId: number }>(async () => {
        await api.call('logout')
      }),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      releaseWallet: () => wallet.disconnect(),
      openWalletDialog: ({ self }) => {
        wallet.connect().then(
          ({ account, notice }) => {
            if (notice) notify({ kind: 'info', message: notice })
            self.send({ type: 'wallet.connected', account, chainId: env.chainId })
          },
          (error: unknown) =>
            self.send({ type: 'wallet.connectFailed', message: error instanceof Error ? error.message : '' }),
        )
      },
    },
    // the spec's rules, judged on what the auth service and the wallet answered
    guards: loginRules,
  })
}

export type ProvidedLoginMachine = ReturnType<typeof provideLoginEffects>
