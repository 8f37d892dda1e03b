import type { MachineImplementationsFrom } from 'xstate'
import type { loginMachine } from './machine'
import { hasStatus, isSignatureRefusal, isVerifiedAnswer } from './rules'

/** Every login guard is a spec rule judged on what the auth service or the wallet answered. */
export const loginRules = {
  hasStatus: (_, { status, answered }) => hasStatus(answered, status),
  isVerified: (_, { answer }) => isVerifiedAnswer(answer),
  isSignatureRefused: (_, { error }) => isSignatureRefusal(error),
} satisfies MachineImplementationsFrom<typeof loginMachine>['guards']
