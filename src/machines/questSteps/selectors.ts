import type { SnapshotFrom } from 'xstate'
import type { QuestStepId } from './events'
import type { questStepsMachine } from './machine'
import { questStepLabels, questStepsMessages } from './messages'
import { questStepStatuses } from './rules'

type QuestStepsSnapshot = SnapshotFrom<typeof questStepsMachine>

export interface QuestStepView {
  id: QuestStepId
  content: string
  /** Done: the button turns green. */
  status: boolean
  /** The machine takes this step's start now (only the current step's): its button is enabled. */
  startable: boolean
  action: { label: string }
}

/** The access-control steps in order, each with whether it is done. */
export function selectSteps(snapshot: QuestStepsSnapshot): QuestStepView[] {
  const { progress, includeDiscord } = snapshot.context
  const done = questStepStatuses(progress, includeDiscord)
  return done.map(([id, status]) => ({
    id,
    content: questStepLabels[id].content,
    status,
    startable: snapshot.can({ type: 'step.start', step: id }),
    action: { label: questStepLabels[id].action },
  }))
}

export const selectIsComplete = (snapshot: QuestStepsSnapshot): boolean => snapshot.hasTag('complete')

/** The footer text: the congratulation once every step is done. */
export const selectFooter = (snapshot: QuestStepsSnapshot): string =>
  snapshot.hasTag('complete') ? snapshot.context.congratulation : questStepsMessages.footer
