import type { MachineImplementationsFrom } from 'xstate'
import type { reactionMachine } from './machine'
import { isLinkRequired } from './rules'

/** The reaction guards a spec rule decides from the machine's data: what the server's refusal says. */
export const reactionRules = {
  needsLinkedX: (_, { error }) => isLinkRequired(error),
} satisfies Partial<MachineImplementationsFrom<typeof reactionMachine>['guards']>
