import { fromPromise } from 'xstate'
import type { ClaimStatus } from '../../machines/artClaim/events'
import { artClaimRules } from '../../machines/artClaim/guards'
import { artClaimMachine } from '../../machines/artClaim/machine'
import type { Notice } from '../../machines/notice'
import type { ApiClient } from '../../services/api'

export interface ArtClaimDeps {
  api: ApiClient
  /** A signed-in member; claims, releases and the status need one. */
  signedIn: boolean
  notify: (notice: Notice) => void
  /** The pieces list is stale after a claim or a release: read it again with the status. */
  refreshPieces: () => void
  /** 'Enter' with a claimed piece: post the entry on X. */
  openSubmission: () => void
}

/** Nobody signed in holds nothing; the status call is not made (it needs a session). */
const visitorStatus: ClaimStatus = { hasClaimed: false, claimsCount: 0, claimThreshold: 1 }

/** The art-contest claim machine with its real effects, for one member (or a visitor). */
export function provideArtClaimEffects({ api, signedIn, notify, refreshPieces, openSubmission }: ArtClaimDeps) {
  return artClaimMachine.provide({
    actors: {
      fetchClaimStatus: fromPromise<ClaimStatus, void>(async () => {
        refreshPieces()
        if (!signedIn) return visitorStatus
        return api.call('getArtClaimStatus')
      }),
      claimPiece: fromPromise<void, { pieceId: string }>(async ({ input }) => {
        try {
          await api.call('claimArtPiece', { params: { id: input.pieceId } })
        } catch (error) {
          // a refusal usually means the pieces moved (taken by another member): show them as they are now
          refreshPieces()
          throw error
        }
      }),
      releasePiece: fromPromise<void, { pieceId: string }>(async () => {
        await api.call('unclaimArtPiece')
      }),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      openSubmission: () => openSubmission(),
    },
    guards: { ...artClaimRules, isLoggedIn: () => signedIn },
  })
}
