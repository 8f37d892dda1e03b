import { assign, fromPromise, setup } from 'xstate'
import type { Notice } from '../notice'
import { messageOf, missingEffect } from '../notice'
import type { ClaimLimits, ClaimSignature, SwapClaimEvent } from './events'
import { SWAP_VERIFY_TOAST_ID, swapClaimMessages } from './messages'
import { claimAmountOf } from './rules'

export interface SwapClaimContext {
  tokenAddress: string
  limits: ClaimLimits | null
  maxClaimableUsd: number | null
  amount: number
  signature: ClaimSignature | null
  transactionHash: string | null
  error: string | null
}

const flow = 'swapClaim'

export const swapClaimMachine = setup({
  types: {
    context: {} as SwapClaimContext,
    events: {} as SwapClaimEvent,
    input: {} as { tokenAddress: string },
  },
  actors: {
    readClaimLimits: fromPromise<ClaimLimits, { tokenAddress: string }>(() =>
      missingEffect(flow, 'actor', 'readClaimLimits'),
    ),
    fetchMaxClaimable: fromPromise<number, void>(() => missingEffect(flow, 'actor', 'fetchMaxClaimable')),
    fetchClaimSignature: fromPromise<ClaimSignature, { tokenAddress: string; amount: number }>(() =>
      missingEffect(flow, 'actor', 'fetchClaimSignature'),
    ),
    /** The wallet's claim call; resolves with the transaction hash. */
    writeClaim: fromPromise<string, ClaimSignature>(() => missingEffect(flow, 'actor', 'writeClaim')),
    waitForReceipt: fromPromise<void, { hash: string }>(() => missingEffect(flow, 'actor', 'waitForReceipt')),
    verifyClaim: fromPromise<{ authenticated: boolean }, void>(() => missingEffect(flow, 'actor', 'verifyClaim')),
  },
  actions: {
    notify: (_, _notice: Notice) => missingEffect(flow, 'action', 'notify'),
    /** Sets the quest-prize verified flag. */
    markVerified: () => missingEffect(flow, 'action', 'markVerified'),
    assignError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    /** nextClaimTimestamp is still in the future. */
    isTooEarly: (_, _params: { limits: ClaimLimits | null }) => missingEffect(flow, 'guard', 'isTooEarly'),
    /** The amount is not a positive number: nothing to claim (see `isAmountMissing` in rules.ts). */
    isAmountMissing: (_, _params: { amount: number }) => missingEffect(flow, 'guard', 'isAmountMissing'),
    /** The amount exceeds the maximum claimable in USD (see `isOverMaximum` in rules.ts). */
    isOverMaximum: (_, _params: { amount: number; maxClaimableUsd: number | null }) =>
      missingEffect(flow, 'guard', 'isOverMaximum'),
    isAuthenticated: (_, _params: { answer: { authenticated: boolean } }) =>
      missingEffect(flow, 'guard', 'isAuthenticated'),
    /** The server refused the signature until the member links an X account. */
    needsLinkedX: (_, _params: { error: unknown }) => missingEffect(flow, 'guard', 'needsLinkedX'),
  },
}).createMachine({
  id: 'swapClaim',
  context: ({ input }) => ({
    tokenAddress: input.tokenAddress,
    limits: null,
    maxClaimableUsd: null,
    amount: 0,
    signature: null,
    transactionHash: null,
    error: null,
  }),
  initial: 'readingLimits',
  states: {
    readingLimits: {
      tags: ['busy'],
      invoke: {
        src: 'readClaimLimits',
        input: ({ context }) => ({ tokenAddress: context.tokenAddress }),
        onDone: { target: 'readingMaximum', actions: assign({ limits: ({ event }) => event.output }) },
        onError: { target: 'limitsUnavailable' },
      },
    },
    readingMaximum: {
      tags: ['busy'],
      invoke: {
        src: 'fetchMaxClaimable',
        onDone: { target: 'checkingPeriod', actions: assign({ maxClaimableUsd: ({ event }) => event.output }) },
        onError: { target: 'limitsUnavailable' },
      },
    },
    limitsUnavailable: { on: { 'limits.refresh': 'readingLimits' } },
    checkingPeriod: {
      always: [
        { guard: { type: 'isTooEarly', params: ({ context }) => ({ limits: context.limits }) }, target: 'tooEarly' },
        { target: 'editing' },
      ],
    },
    tooEarly: { tags: ['tooEarly'], on: { 'limits.refresh': 'readingLimits' } },
    editing: {
      on: {
        'amount.change': { actions: assign({ amount: ({ event }) => claimAmountOf(event.value) }) },
        'claim.submit': [
          {
            guard: { type: 'isAmountMissing', params: ({ context }) => ({ amount: context.amount }) },
            target: 'amountMissing',
          },
          {
            guard: {
              type: 'isOverMaximum',
              params: ({ context }) => ({ amount: context.amount, maxClaimableUsd: context.maxClaimableUsd }),
            },
            target: 'overMaximum',
          },
          { target: 'fetchingSignature' },
        ],
      },
    },
    // No amount to claim (none typed, or not a positive number): the server is not asked.
    amountMissing: {
      tags: ['amountMissing'],
      on: {
        'amount.change': { target: 'editing', actions: assign({ amount: ({ event }) => claimAmountOf(event.value) }) },
      },
    },
    overMaximum: {
      tags: ['overMaximum'],
      on: {
        'amount.change': { target: 'editing', actions: assign({ amount: ({ event }) => claimAmountOf(event.value) }) },
      },
    },
    fetchingSignature: {
      tags: ['busy'],
      invoke: {
        src: 'fetchClaimSignature',
        input: ({ context }) => ({ tokenAddress: context.tokenAddress, amount: context.amount }),
        onDone: { target: 'writing', actions: assign({ signature: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'needsLinkedX', params: ({ event }) => ({ error: event.error }) },
            target: 'linkRequired',
            actions: {
              type: 'assignError',
              params: ({ event }) => ({ message: messageOf(event.error, swapClaimMessages.failure) }),
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'assignError',
              params: ({ event }) => ({ message: messageOf(event.error, swapClaimMessages.failure) }),
            },
          },
        ],
      },
    },
    // Redeeming needs a linked X account: the page offers Link X (no retry); a new amount leaves it.
    linkRequired: {
      tags: ['linkRequired'],
      on: {
        'amount.change': { target: 'editing', actions: assign({ amount: ({ event }) => claimAmountOf(event.value) }) },
      },
    },
    writing: {
      tags: ['busy', 'awaitingWallet'],
      invoke: {
        src: 'writeClaim',
        input: ({ context }) => context.signature ?? { signature: '', tokenId: '', amountWei: '0', deadline: 0 },
        onDone: { target: 'waitingForReceipt', actions: assign({ transactionHash: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: {
            type: 'assignError',
            params: ({ event }) => ({ message: messageOf(event.error, swapClaimMessages.failure) }),
          },
        },
      },
    },
    waitingForReceipt: {
      tags: ['busy'],
      invoke: {
        src: 'waitForReceipt',
        input: ({ context }) => ({ hash: context.transactionHash ?? '' }),
        onDone: { target: 'verifying' },
        onError: {
          target: 'failed',
          actions: {
            type: 'assignError',
            params: ({ event }) => ({ message: messageOf(event.error, swapClaimMessages.failure) }),
          },
        },
      },
    },
    // Verification runs once per claim; a verified claim is never verified again.
    verifying: {
      tags: ['busy'],
      entry: {
        type: 'notify',
        params: { kind: 'loading', message: swapClaimMessages.verifying, id: SWAP_VERIFY_TOAST_ID },
      },
      invoke: {
        src: 'verifyClaim',
        onDone: [
          {
            guard: { type: 'isAuthenticated', params: ({ event }) => ({ answer: event.output }) },
            target: 'verified',
            actions: [
              'markVerified',
              {
                type: 'notify',
                params: { kind: 'success', message: swapClaimMessages.verified, id: SWAP_VERIFY_TOAST_ID },
              },
            ],
          },
          {
            target: 'verificationFailed',
            actions: {
              type: 'notify',
              params: { kind: 'error', message: swapClaimMessages.notAuthenticated, id: SWAP_VERIFY_TOAST_ID },
            },
          },
        ],
        onError: {
          target: 'verificationFailed',
          actions: {
            type: 'notify',
            params: ({ event }) => ({
              kind: 'error',
              message: messageOf(event.error, swapClaimMessages.failure),
              id: SWAP_VERIFY_TOAST_ID,
            }),
          },
        },
      },
    },
    verified: { tags: ['verified'] },
    // The claim is on chain; only the check failed, and it is not repeated.
    verificationFailed: { tags: ['verificationFailed'] },
    failed: {
      entry: {
        type: 'notify',
        params: ({ context }) => ({ kind: 'error', message: context.error ?? swapClaimMessages.failure }),
      },
      on: { 'claim.retry': 'editing' },
    },
  },
})
