import type { MachineImplementationsFrom } from 'xstate'
import type { loginMachine } from './machine'
import { hasStatus, isAppChain, isSignatureRefusal, isVerifiedAnswer } from './rules'

/** Every login guard is a rule judged on what the auth service or the wallet answered, or the chain it is on. */
export const loginRules = {
  hasStatus: (_, { status, answered }) => hasStatus(answered, status),
  isVerified: (_, { answer }) => isVerifiedAnswer(answer),
  isSignatureRefused: (_, { error }) => isSignatureRefusal(error),
  isAppChain: (_, { chainId, appChainId }) => isAppChain(chainId, appChainId),
} satisfies MachineImplementationsFrom<typeof loginMachine>['guards']
