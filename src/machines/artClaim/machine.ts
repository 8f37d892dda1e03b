import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate'
import type { Notice } from '../notice'
import { messageOf, missingEffect } from '../notice'
import type { ArtClaimEvent, ArtClaimInput, ClaimStatus } from './events'
import { ART_CLAIM_TOAST_ID, artClaimMessages } from './messages'

export interface ArtClaimContext {
  account: string
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
  types: { context: {} as ArtClaimContext, events: {} as ArtClaimEvent, input: {} as ArtClaimInput },
  actors: {
    fetchClaimStatus: fromPromise<ClaimStatus, void>(() => missingEffect(flow, 'actor', 'fetchClaimStatus')),
    claimPiece: fromPromise<void, { pieceId: string }>(() => missingEffect(flow, 'actor', 'claimPiece')),
    releasePiece: fromPromise<void, { pieceId: string }>(() => missingEffect(flow, 'actor', 'releasePiece')),
    /** The contest's pieces as they change live: sends `piece.changed`, `member.claimed`, `member.released`. */
    contestChanges: fromCallback<ArtClaimEvent, { account: string }>(() =>
      missingEffect(flow, 'actor', 'contestChanges'),
    ),
  },
  actions: {
    notify: (_, _notice: Notice) => missingEffect(flow, 'action', 'notify'),
    openSubmission: () => missingEffect(flow, 'action', 'openSubmission'),
    /** Shows a piece's holder as the stream says, before the list is read again. */
    showPieceHolder: (_, _params: { pieceId: string; claimedBy: string | null }) =>
      missingEffect(flow, 'action', 'showPieceHolder'),
    assignPiece: assign(({ event }) => {
      assertEvent(event, 'claim.request')
      return { pieceId: event.pieceId }
    }),
  },
  guards: {
    hasClaimed: (_, _params: { status: ClaimStatus | null }) => missingEffect(flow, 'guard', 'hasClaimed'),
    /** Another member holds the piece (for instance since this member released it). */
    isTakenByAnother: (_, _params: { claimedBy: string | null; account: string }) =>
      missingEffect(flow, 'guard', 'isTakenByAnother'),
    /** Claiming and releasing need a logged-in member; otherwise no call is made. */
    isLoggedIn: () => missingEffect(flow, 'guard', 'isLoggedIn'),
  },
}).createMachine({
  id: 'artClaim',
  context: ({ input }) => ({ account: input.account, status: null, pieceId: null }),
  initial: 'loadingStatus',
  // the stream is heard in every state; the resting states act on what it says
  invoke: { src: 'contestChanges', input: ({ context }) => ({ account: context.account }) },
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
    deciding: {
      always: [
        { guard: { type: 'hasClaimed', params: ({ context }) => ({ status: context.status }) }, target: 'claimed' },
        { target: 'unclaimed' },
      ],
    },
    unclaimed: {
      on: {
        'claim.request': [
          {
            guard: {
              type: 'isTakenByAnother',
              params: ({ context, event }) => ({ claimedBy: event.claimedBy, account: context.account }),
            },
            actions: { type: 'notify', params: { kind: 'error', message: artClaimMessages.takenByAnother } },
          },
          { guard: 'isLoggedIn', target: 'claiming', actions: 'assignPiece' },
          // Not logged in: no call, nothing said.
          {},
        ],
        'contest.enter': {
          actions: { type: 'notify', params: { kind: 'warning', message: artClaimMessages.claimBeforeEntering } },
        },
        'piece.changed': {
          actions: {
            type: 'showPieceHolder',
            params: ({ event }) => ({ pieceId: event.pieceId, claimedBy: event.claimedBy }),
          },
        },
        // claimed in another tab: read the status again
        'member.claimed': 'loadingStatus',
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
        'claim.release': [{ guard: 'isLoggedIn', target: 'releasing' }, {}],
        // Only one piece at a time: release the current one first.
        'claim.request': {
          actions: { type: 'notify', params: { kind: 'warning', message: artClaimMessages.oneClaimOnly } },
        },
        'contest.enter': { actions: 'openSubmission' },
        'piece.changed': {
          actions: {
            type: 'showPieceHolder',
            params: ({ event }) => ({ pieceId: event.pieceId, claimedBy: event.claimedBy }),
          },
        },
        // released in another tab: read the status again
        'member.released': 'loadingStatus',
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
