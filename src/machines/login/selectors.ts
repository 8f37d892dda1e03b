import type { SnapshotFrom } from 'xstate'
import type { loginMachine } from './machine'

type LoginSnapshot = SnapshotFrom<typeof loginMachine>

export const selectIsLoggedIn = (snapshot: LoginSnapshot): boolean => snapshot.hasTag('loggedIn')
export const selectIsWalletConnected = (snapshot: LoginSnapshot): boolean => snapshot.hasTag('walletConnected')
export const selectIsBusy = (snapshot: LoginSnapshot): boolean => snapshot.hasTag('busy')
export const selectIsAwaitingSignature = (snapshot: LoginSnapshot): boolean => snapshot.hasTag('awaitingSignature')
export const selectAccount = (snapshot: LoginSnapshot): string | null => snapshot.context.account
export const selectLoginError = (snapshot: LoginSnapshot): string | null => snapshot.context.error
