import { assign, fromPromise, setup } from 'xstate'
import type { Notice } from '../notice'
import { missingEffect } from '../notice'
import type { ReactionEvent, ReactionInput } from './events'
import { reactionMessages } from './messages'
import { toggledReaction } from './rules'

export interface ReactionContext {
  active: boolean
  count: number
}

const flow = 'reaction'

export const reactionMachine = setup({
  types: { context: {} as ReactionContext, events: {} as ReactionEvent, input: {} as ReactionInput },
  actors: {
    updateReaction: fromPromise<void, { active: boolean }>(() => missingEffect(flow, 'actor', 'updateReaction')),
  },
  actions: {
    notify: (_, _notice: Notice) => missingEffect(flow, 'action', 'notify'),
    openWalletDialog: () => missingEffect(flow, 'action', 'openWalletDialog'),
    /** Asks the member to sign in with X. */
    promptXSignIn: () => missingEffect(flow, 'action', 'promptXSignIn'),
    refreshList: () => missingEffect(flow, 'action', 'refreshList'),
    // The flag and the count change at once, before the call: the member sees the reaction immediately.
    toggle: assign(({ context }) => toggledReaction(context)),
  },
  // These depend on the session, not on the machine's data: the feature answers them from it
  // (`hasLinkedX` in rules.ts says what a linked X account is).
  guards: {
    hasWallet: () => missingEffect(flow, 'guard', 'hasWallet'),
    isLoggedIn: () => missingEffect(flow, 'guard', 'isLoggedIn'),
    hasLinkedX: () => missingEffect(flow, 'guard', 'hasLinkedX'),
    /** The server refused the reaction until the member links an X account (`isLinkRequired` in rules.ts). */
    needsLinkedX: (_, _params: { error: unknown }) => missingEffect(flow, 'guard', 'needsLinkedX'),
  },
}).createMachine({
  id: 'reaction',
  context: ({ input }) => ({ active: input.active, count: input.count }),
  initial: 'idle',
  states: {
    idle: { on: { 'reaction.toggle': { target: 'checkingWallet' } } },
    // The member is prompted at the first missing step: wallet, then session, then linked X.
    checkingWallet: {
      always: [
        { guard: 'hasWallet', target: 'checkingSession' },
        { target: 'idle', actions: 'openWalletDialog' },
      ],
    },
    checkingSession: {
      always: [
        { guard: 'isLoggedIn', target: 'checkingX' },
        {
          target: 'idle',
          actions: { type: 'notify', params: { kind: 'info', message: reactionMessages.signToContinue } },
        },
      ],
    },
    checkingX: {
      always: [
        { guard: 'hasLinkedX', target: 'updating' },
        { target: 'idle', actions: 'promptXSignIn' },
      ],
    },
    updating: {
      tags: ['busy'],
      entry: 'toggle',
      invoke: {
        src: 'updateReaction',
        input: ({ context }) => ({ active: context.active }),
        onDone: { target: 'idle', actions: 'refreshList' },
        // Roll the optimistic toggle back: toggling again restores flag and count. The server holds
        // the X step of the gate too: its refusal asks the member to sign in with X, as the gate does.
        onError: [
          {
            guard: { type: 'needsLinkedX', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: ['toggle', 'promptXSignIn'],
          },
          { target: 'idle', actions: 'toggle' },
        ],
      },
    },
  },
})
