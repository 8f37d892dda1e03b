import { fromPromise, setup } from 'xstate'
import type { Notice } from '../notice'
import { messageOf, missingEffect } from '../notice'
import type { OneShotTaskEvent, OneShotTaskInput, OneShotTaskTexts } from './events'

export interface OneShotTaskContext {
  task: string
  texts: OneShotTaskTexts
}

const flow = 'oneShotTask'

function resultText(context: OneShotTaskContext, result: unknown, fallback: string): string {
  return context.texts.useServerMessage ? messageOf(result, fallback) : fallback
}

export const oneShotTaskMachine = setup({
  types: { context: {} as OneShotTaskContext, events: {} as OneShotTaskEvent, input: {} as OneShotTaskInput },
  actors: {
    /** Performs the task; may resolve with `{ message }` from the server. */
    runTask: fromPromise<{ message?: string } | void, { task: string }>(() => missingEffect(flow, 'actor', 'runTask')),
  },
  actions: {
    notify: (_, _notice: Notice) => missingEffect(flow, 'action', 'notify'),
  },
  guards: {
    /** Logged in, and for a shield, owning it: otherwise no call is made. */
    isAllowed: () => missingEffect(flow, 'guard', 'isAllowed'),
  },
}).createMachine({
  id: 'oneShotTask',
  context: ({ input }) => ({ task: input.task, texts: input.texts }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'task.start': [
          { guard: 'isAllowed', target: 'running' },
          { actions: { type: 'notify', params: ({ context }) => ({ kind: 'info', message: context.texts.denied }) } },
        ],
      },
    },
    running: {
      tags: ['busy'],
      entry: {
        type: 'notify',
        params: ({ context }) => ({ kind: 'loading', message: context.texts.loading, id: context.task }),
      },
      invoke: {
        src: 'runTask',
        input: ({ context }) => ({ task: context.task }),
        onDone: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: ({ context, event }) => ({
              kind: 'success',
              message: resultText(context, event.output, context.texts.success),
              id: context.task,
            }),
          },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: ({ context, event }) => ({
              kind: 'error',
              message: resultText(context, event.error, context.texts.failure),
              id: context.task,
            }),
          },
        },
      },
    },
  },
})
