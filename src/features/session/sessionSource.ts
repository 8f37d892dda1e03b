import { selectAccount, selectIsBusy, selectIsLoggedIn, selectIsWalletConnected } from '../../machines/login/selectors'
import type { MemberSession } from './memberSession'

/** The navbar's view of the member (same shape as the shell's `Session`). */
export type MemberSessionView =
  | { status: 'loading' }
  | { status: 'disconnected' }
  | { status: 'connected-unsigned'; account: string }
  | { status: 'signed-in'; account: string }

export interface MemberSessionValue {
  session: MemberSessionView
  /** Without a wallet: connect one. Signed in: sign out and let the wallet go. */
  connect: () => void
  sign: () => void
  signOut: () => Promise<void>
}

/** What `useSyncExternalStore` needs: the value only changes when the member's view does. */
export interface MemberSessionSource {
  subscribe: (onChange: () => void) => () => void
  getSnapshot: () => MemberSessionValue
}

/**
 * The member's login run as a store the app shell can read without knowing about XState. A
 * returning member's run begins by reconnecting their wallet and checking their session: until it
 * first rests, who they are is still coming (`loading`), as while the session's code came, rather
 * than a visitor's Connect wallet and a Sign in turn before their account.
 */
export function memberSessionSource(member: MemberSession): MemberSessionSource {
  let reconnecting = member.reconnecting
  const valueOf = (
    loggedIn: boolean,
    connected: boolean,
    account: string | null,
    coming: boolean,
  ): MemberSessionValue => {
    const session: MemberSessionView = coming
      ? { status: 'loading' }
      : connected && account !== null
        ? { status: loggedIn ? 'signed-in' : 'connected-unsigned', account }
        : { status: 'disconnected' }
    return {
      session,
      connect: () => (session.status === 'signed-in' ? void member.signOut() : member.connect()),
      sign: member.sign,
      signOut: member.signOut,
    }
  }

  let key = ''
  let value: MemberSessionValue | undefined
  const getSnapshot = (): MemberSessionValue => {
    const snapshot = member.actor.getSnapshot()
    if (reconnecting && !selectIsBusy(snapshot)) reconnecting = false
    const loggedIn = selectIsLoggedIn(snapshot)
    const connected = selectIsWalletConnected(snapshot)
    const account = selectAccount(snapshot)
    const nextKey = `${reconnecting}|${loggedIn}|${connected}|${account ?? ''}`
    if (value === undefined || nextKey !== key) {
      key = nextKey
      value = valueOf(loggedIn, connected, account, reconnecting)
    }
    return value
  }

  return {
    subscribe: (onChange) => {
      const subscription = member.actor.subscribe(() => onChange())
      return () => subscription.unsubscribe()
    },
    getSnapshot,
  }
}
