import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { selectAccount, selectIsLoggedIn, selectIsWalletConnected } from '../../machines/login/selectors'
import type { MemberSession } from './memberSession'

/** The navbar's view of the member (same shape as the shell's `SessionValue`). */
export type MemberSessionView =
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

export function useSessionValue(member: MemberSession): MemberSessionValue {
  const loggedIn = useSelector(member.actor, selectIsLoggedIn)
  const connected = useSelector(member.actor, selectIsWalletConnected)
  const account = useSelector(member.actor, selectAccount)

  return useMemo(() => {
    const session: MemberSessionView =
      connected && account !== null
        ? { status: loggedIn ? 'signed-in' : 'connected-unsigned', account }
        : { status: 'disconnected' }
    return {
      session,
      connect: () => (session.status === 'signed-in' ? void member.signOut() : member.connect()),
      sign: member.sign,
      signOut: member.signOut,
    }
  }, [member, loggedIn, connected, account])
}
