import { assign, fromPromise, setup } from 'xstate'
import type { Notice } from '../notice'
import { messageOf, missingEffect } from '../notice'
import type { ArtClaimEvent, ClaimStatus } from './events'
import { ART_CLAIM_TOAST_ID, artClaimMessages } from './messages'

export interface ArtClaimContext {
  status: ClaimStatus | null
  pieceId: string | null
}

const flow = 'artClaim'
const failureNotice = ({ event }: { event: { error: unknown } }): Notice => ({
  kind: 'error',
  message: messageOf(event.error, artClaimMessages.failure),
  id: ART_CLAIM_TOAST_ID,
})

export const artClaimMachine = setup({
  types: { context: {} as ArtClaimContext, events: {} as ArtClaimEvent },
  actors: {
    fetchClaimStatus: fromPromise<ClaimStatus, void>(() => missingEffect(flow, 'actor', 'fetchClaimStatus')),
    claimPiece: fromPromise<void, { pieceId: string }>(() => missingEffect(flow, 'actor', 'claimPiece')),
    releasePiece: fromPromise<void, { pieceId: string }>(() => missingEffect(flow, 'actor', 'releasePiece')),
  },
  actions: {
    notify: (_, _notice: Notice) => missingEffect(flow, 'action', 'notify'),
    openSubmission: () => missingEffect(flow, 'action', 'openSubmission'),
    assignPiece: assign(({ event }) => (event.type === 'claim.request' ? { pieceId: event.pieceId } : {})),
  },
  guards: {
    hasClaimed: () => missingEffect(flow, 'guard', 'hasClaimed'),
    /** The piece was released and another member has claimed it since. */
    isTakenByAnother: () => missingEffect(flow, 'guard', 'isTakenByAnother'),
  },
}).createMachine({
  id: 'artClaim',
  context: { status: null, pieceId: null },
  initial: 'loadingStatus',
  states: {
    loadingStatus: {
      tags: ['busy'],
      invoke: {
        src: 'fetchClaimStatus',
        onDone: { target: 'deciding', actions: assign({ status: ({ event }) => event.output }) },
        onError: { target: 'statusUnavailable' },
      },
    },
    statusUnavailable: { on: { 'status.retry': 'loadingStatus' } },
    deciding: { always: [{ guard: 'hasClaimed', target: 'claimed' }, { target: 'unclaimed' }] },
    unclaimed: {
      on: {
        'claim.request': [
          {
            guard: 'isTakenByAnother',
            actions: { type: 'notify', params: { kind: 'error', message: artClaimMessages.takenByAnother } },
          },
          { target: 'claiming', actions: 'assignPiece' },
        ],
        'contest.enter': {
          actions: { type: 'notify', params: { kind: 'warning', message: artClaimMessages.claimBeforeEntering } },
        },
      },
    },
    claiming: {
      tags: ['busy'],
      entry: {
        type: 'notify',
        params: { kind: 'loading', message: artClaimMessages.claiming, id: ART_CLAIM_TOAST_ID },
      },
      invoke: {
        src: 'claimPiece',
        input: ({ context }) => ({ pieceId: context.pieceId ?? '' }),
        onDone: {
          target: 'loadingStatus',
          actions: {
            type: 'notify',
            params: { kind: 'success', message: artClaimMessages.claimed, id: ART_CLAIM_TOAST_ID },
          },
        },
        onError: { target: 'unclaimed', actions: { type: 'notify', params: failureNotice } },
      },
    },
    claimed: {
      tags: ['claimed'],
      on: {
        'claim.release': 'releasing',
        // Only one piece at a time: release the current one first.
        'claim.request': {
          actions: { type: 'notify', params: { kind: 'warning', message: artClaimMessages.oneClaimOnly } },
        },
        'contest.enter': { actions: 'openSubmission' },
      },
    },
    releasing: {
      tags: ['busy'],
      entry: {
        type: 'notify',
        params: { kind: 'loading', message: artClaimMessages.releasing, id: ART_CLAIM_TOAST_ID },
      },
      invoke: {
        src: 'releasePiece',
        input: ({ context }) => ({ pieceId: context.pieceId ?? '' }),
        onDone: {
          target: 'loadingStatus',
          actions: {
            type: 'notify',
            params: { kind: 'success', message: artClaimMessages.released, id: ART_CLAIM_TOAST_ID },
          },
        },
        onError: { target: 'claimed', actions: { type: 'notify', params: failureNotice } },
      },
    },
  },
})
