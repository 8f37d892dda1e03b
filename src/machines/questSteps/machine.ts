import { assertEvent, assign, setup } from 'xstate'
import { missingEffect } from '../notice'
import type { MemberProgress, QuestStepId, QuestStepsEvent, QuestStepsInput } from './events'
import { questStepsMessages } from './messages'

export interface QuestStepsContext {
  progress: MemberProgress
  includeDiscord: boolean
  congratulation: string
}

const flow = 'questSteps'
const progressOf = ({ context }: { context: QuestStepsContext }) => ({ progress: context.progress })

export const questStepsMachine = setup({
  types: { context: {} as QuestStepsContext, events: {} as QuestStepsEvent, input: {} as QuestStepsInput },
  actions: {
    /** Starts the flow behind a step: wallet dialog, login signature, X or Discord sign-in. */
    startStepFlow: (_, _params: { step: QuestStepId }) => missingEffect(flow, 'action', 'startStepFlow'),
    assignProgress: assign(({ event }) => {
      assertEvent(event, 'progress.update')
      return { progress: event.progress }
    }),
  },
  guards: {
    isWalletConnected: (_, _params: { progress: MemberProgress }) => missingEffect(flow, 'guard', 'isWalletConnected'),
    isLoggedIn: (_, _params: { progress: MemberProgress }) => missingEffect(flow, 'guard', 'isLoggedIn'),
    hasXUsername: (_, _params: { progress: MemberProgress }) => missingEffect(flow, 'guard', 'hasXUsername'),
    /** Discord is configured as a step and not linked yet. */
    isDiscordPending: (_, _params: { progress: MemberProgress; includeDiscord: boolean }) =>
      missingEffect(flow, 'guard', 'isDiscordPending'),
    /** The step asked for is the one to do now; any other step's action waits. */
    isCurrentStep: (_, _params: { step: QuestStepId; progress: MemberProgress; includeDiscord: boolean }) =>
      missingEffect(flow, 'guard', 'isCurrentStep'),
  },
}).createMachine({
  id: 'questSteps',
  context: ({ input }) => ({
    progress: { walletConnected: false, loggedIn: false, xUsername: null, discordUsername: null },
    includeDiscord: input.includeDiscord,
    congratulation: input.congratulation ?? questStepsMessages.congratulation(input.product),
  }),
  initial: 'evaluating',
  on: {
    'progress.update': { target: '.evaluating', actions: 'assignProgress' },
    'step.start': {
      guard: {
        type: 'isCurrentStep',
        params: ({ context, event }) => ({
          step: event.step,
          progress: context.progress,
          includeDiscord: context.includeDiscord,
        }),
      },
      actions: { type: 'startStepFlow', params: ({ event }) => ({ step: event.step }) },
    },
  },
  states: {
    // The first unfinished step is the current one; steps before it show green.
    evaluating: {
      always: [
        { guard: { type: 'isWalletConnected', params: progressOf }, target: 'checkingSign' },
        { target: 'connect' },
      ],
    },
    checkingSign: {
      always: [{ guard: { type: 'isLoggedIn', params: progressOf }, target: 'checkingX' }, { target: 'sign' }],
    },
    checkingX: {
      always: [{ guard: { type: 'hasXUsername', params: progressOf }, target: 'checkingDiscord' }, { target: 'linkX' }],
    },
    checkingDiscord: {
      always: [
        {
          guard: {
            type: 'isDiscordPending',
            params: ({ context }) => ({ progress: context.progress, includeDiscord: context.includeDiscord }),
          },
          target: 'linkDiscord',
        },
        { target: 'complete' },
      ],
    },
    connect: { tags: ['pending'] },
    sign: { tags: ['pending'] },
    linkX: { tags: ['pending'] },
    linkDiscord: { tags: ['pending'] },
    complete: { tags: ['complete'] },
  },
})
