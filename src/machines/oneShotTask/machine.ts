import { enqueueActions, fromPromise, setup } from 'xstate'
import type { Notice } from '../notice'
import { missingEffect } from '../notice'
import type { OneShotTaskEvent, OneShotTaskInput, OneShotTaskTexts } from './events'
import { resultMessage } from './rules'

export interface OneShotTaskContext {
  task: string
  texts: OneShotTaskTexts
}

const flow = 'oneShotTask'

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
    /** Logged in, and for a shield, owning it (`isTaskAllowed` in rules.ts): otherwise no call is made. */
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
          {
            actions: enqueueActions(({ context, enqueue }) => {
              const { denied } = context.texts
              if (denied !== null) enqueue({ type: 'notify', params: { kind: 'info', message: denied } })
            }),
          },
        ],
      },
    },
    running: {
      tags: ['busy'],
      entry: enqueueActions(({ context, enqueue }) => {
        const { loading } = context.texts
        if (loading !== null)
          enqueue({ type: 'notify', params: { kind: 'loading', message: loading, id: context.task } })
      }),
      invoke: {
        src: 'runTask',
        input: ({ context }) => ({ task: context.task }),
        onDone: {
          target: 'idle',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const { success } = context.texts
            if (success === null) return
            const message = resultMessage(success, event.output)
            enqueue({ type: 'notify', params: { kind: 'success', message, id: context.task } })
          }),
        },
        onError: {
          target: 'idle',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const { failure } = context.texts
            if (failure === null) return
            const message = resultMessage(failure, event.error)
            enqueue({ type: 'notify', params: { kind: 'error', message, id: context.task } })
          }),
        },
      },
    },
  },
})
