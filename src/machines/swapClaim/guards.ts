import type { MachineImplementationsFrom } from 'xstate'
import type { swapClaimMachine } from './machine'
import { isAmountMissing, isAuthenticatedAnswer, isLinkRequired, isOverMaximum, isTooEarly } from './rules'

/** Every swap claim guard is a spec rule; `now` is the clock in unix seconds that "too early" is judged by. */
export function swapClaimRules(now: () => number) {
  return {
    isTooEarly: (_, { limits }) => isTooEarly(limits, now()),
    isAmountMissing: (_, { amount }) => isAmountMissing(amount),
    isOverMaximum: (_, { amount, maxClaimableUsd }) => isOverMaximum(amount, maxClaimableUsd),
    isAuthenticated: (_, { answer }) => isAuthenticatedAnswer(answer),
    needsLinkedX: (_, { error }) => isLinkRequired(error),
  } satisfies MachineImplementationsFrom<typeof swapClaimMachine>['guards']
}
