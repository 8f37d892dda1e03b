import type { MachineImplementationsFrom } from 'xstate'
import type { questStepsMachine } from './machine'
import { isConnectDone, isCurrentQuestStep, isDiscordPending, isLinkXDone, isSignDone } from './rules'

/** Every questSteps guard is a spec rule on the member's progress: the feature provides these as they are. */
export const questStepsRules = {
  isWalletConnected: (_, { progress }) => isConnectDone(progress),
  isLoggedIn: (_, { progress }) => isSignDone(progress),
  hasXUsername: (_, { progress }) => isLinkXDone(progress),
  isDiscordPending: (_, { progress, includeDiscord }) => isDiscordPending(progress, includeDiscord),
  isCurrentStep: (_, { step, progress, includeDiscord }) => isCurrentQuestStep(step, progress, includeDiscord),
} satisfies MachineImplementationsFrom<typeof questStepsMachine>['guards']
