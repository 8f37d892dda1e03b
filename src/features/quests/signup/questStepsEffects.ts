import type { QuestStepId } from '../../../machines/questSteps/events'
import { questStepsRules } from '../../../machines/questSteps/guards'
import { questStepsMachine } from '../../../machines/questSteps/machine'

export interface QuestStepActions {
  /** Opens the wallet chooser. */
  connect: () => void
  /** Asks the wallet to sign the login message. */
  sign: () => void
  /** Leaves for the X or Discord sign-in. */
  linkX: () => void
  linkDiscord: () => void
}

/** The questSteps machine with each step's real action; its guards are the spec's rules as they are. */
export function provideQuestStepsEffects(actions: () => QuestStepActions) {
  return questStepsMachine.provide({
    actions: {
      startStepFlow: (_, { step }: { step: QuestStepId }) => actions()[step](),
    },
    guards: questStepsRules,
  })
}
