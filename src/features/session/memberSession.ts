import { createActor, waitFor, type ActorRefFrom } from 'xstate'
import { selectAccount, selectIsBusy, selectIsLoggedIn } from '../../machines/login/selectors'
import type { Notice } from '../../machines/notice'
import type { ApiClient } from '../../services/api'
import type { Env } from '../../services/config/env'
import { inspector } from '../../services/inspection'
import { provideLoginEffects, type LoginWallet } from './loginEffects'
import { WALLET_REMEMBERED_KEY } from './rememberedWallet'

/** The wallet as the member's session follows it: the login calls plus its account changes. */
export interface SessionWallet extends LoginWallet {
  /** Called with the new account, or null when the wallet disconnected. */
  onAccountsChanged(listener: (account: string | null) => void): () => void
  /** Called with the chain id each time the wallet moves to a chain; the login decides what it means. */
  onChainChanged(listener: (chainId: number) => void): () => void
}

export interface MemberSessionDeps {
  api: ApiClient
  env: Pick<Env, 'chainId'>
  wallet: SessionWallet
  notify: (notice: Notice) => void
  /** Remembers that a wallet was connected, so a reload reconnects it without asking again. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

export type LoginActor = ActorRefFrom<ReturnType<typeof provideLoginEffects>>

export interface MemberSession {
  actor: LoginActor
  /** Whether the run began by reconnecting a remembered wallet (a returning member). */
  reconnecting: boolean
  connect: () => void
  sign: () => void
  /** Ends the server session, then lets the wallet go. */
  signOut: () => Promise<void>
  stop: () => void
}

/**
 * The one login run of the app: the machine with its real effects, watched by the flows page's
 * live view, fed with the wallet's account and chain changes.
 */
export function startMemberSession({ api, env, wallet, notify, storage }: MemberSessionDeps): MemberSession {
  const machine = provideLoginEffects({ api, env, wallet, notify })
  const actor = createActor(machine, { input: { appChainId: env.chainId }, inspect: inspector('login') })

  const stopFollowingWallet = wallet.onAccountsChanged((account) => {
    const snapshot = actor.getSnapshot()
    if (account === null) {
      storage?.removeItem(WALLET_REMEMBERED_KEY)
      actor.send({ type: 'wallet.disconnected' })
      return
    }
    const current = selectAccount(snapshot)
    if (current !== null && current.toLowerCase() !== account.toLowerCase()) {
      actor.send({ type: 'wallet.accountChanged', account })
    }
  })
  // the wallet's chain goes to the flow, which ends the connection on any chain but the app's
  const stopFollowingChain = wallet.onChainChanged((chainId) => actor.send({ type: 'wallet.chainChanged', chainId }))
  const subscription = actor.subscribe((snapshot) => {
    if (snapshot.hasTag('walletConnected')) storage?.setItem(WALLET_REMEMBERED_KEY, selectAccount(snapshot) ?? '1')
  })
  actor.start()
  const reconnecting = Boolean(storage?.getItem(WALLET_REMEMBERED_KEY))
  if (reconnecting) actor.send({ type: 'wallet.connect' })

  return {
    actor,
    reconnecting,
    connect: () => actor.send({ type: 'wallet.connect' }),
    sign: () => actor.send({ type: 'login.sign' }),
    signOut: async () => {
      if (selectIsLoggedIn(actor.getSnapshot())) {
        actor.send({ type: 'login.logout' })
        // leaving the wallet before the server call ends would cancel it and keep the cookie
        await waitFor(actor, (snapshot) => !selectIsBusy(snapshot))
      }
      storage?.removeItem(WALLET_REMEMBERED_KEY)
      wallet.disconnect()
    },
    stop: () => {
      stopFollowingWallet()
      stopFollowingChain()
      subscription.unsubscribe()
      actor.stop()
    },
  }
}
