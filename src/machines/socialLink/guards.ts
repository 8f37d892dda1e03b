import type { MachineImplementationsFrom } from 'xstate'
import type { socialLinkMachine } from './machine'
import { hasProviderAndUsername, isAlreadyLinkedAnswer, isLinkCreated } from './rules'

/** The social link's spec rules; the feature adds `isLoggedIn`, which depends on the session. */
export const socialLinkRules = {
  hasProviderAndUsername: (_, { session }) => hasProviderAndUsername(session),
  isAlreadyLinked: (_, { answer }) => isAlreadyLinkedAnswer(answer),
  isLinkCreated: (_, { status }) => isLinkCreated(status),
} satisfies MachineImplementationsFrom<typeof socialLinkMachine>['guards']
