import { fromCallback, fromPromise } from 'xstate'
import type { ArtClaimEvent, ClaimStatus, PieceChange } from '../../machines/artClaim/events'
import { artClaimRules } from '../../machines/artClaim/guards'
import { artClaimMachine } from '../../machines/artClaim/machine'
import { claimEventOf, isTakenByAnother } from '../../machines/artClaim/rules'
import type { Notice } from '../../machines/notice'
import type { ApiClient } from '../../services/api'

export interface ArtClaimDeps {
  api: ApiClient
  /** The member's account once a wallet is connected, signed in or not; null for a visitor. */
  account: string | null
  /** A signed-in member; claims, releases and the status call need one. */
  signedIn: boolean
  notify: (notice: Notice) => void
  /** The pieces list is stale after a claim or a release: read it again with the status. */
  refreshPieces: () => void
  /** The pieces as the server has them now (who holds which). */
  readPieces: () => Promise<{ items: { claimedBy: string | null }[] }>
  /** 'Enter' with a claimed piece: post the entry on X. */
  openSubmission: () => void
  /** Hears the pieces change live until the returned function is called. */
  watchPieces: (onChange: (change: PieceChange) => void) => () => void
  /** Shows a piece's new holder at once, ahead of the list read again. */
  showPieceHolder: (pieceId: string, claimedBy: string | null) => void
}

/**
 * Without a session the status call cannot be made; the public pieces list still says whether the
 * connected account holds a piece (a visitor with no wallet holds nothing).
 */
async function statusFromPieces(account: string | null, readPieces: ArtClaimDeps['readPieces']): Promise<ClaimStatus> {
  if (account === null) return { hasClaimed: false, claimsCount: 0, claimThreshold: 1 }
  const { items } = await readPieces()
  const held = items.filter((piece) => piece.claimedBy !== null && !isTakenByAnother(piece.claimedBy, account)).length
  return { hasClaimed: held > 0, claimsCount: held, claimThreshold: 1 }
}

/** The art-contest claim machine with its real effects, for one member (or a visitor). */
export function provideArtClaimEffects({
  api,
  account,
  signedIn,
  notify,
  refreshPieces,
  readPieces,
  openSubmission,
  watchPieces,
  showPieceHolder,
}: ArtClaimDeps) {
  return artClaimMachine.provide({
    actors: {
      fetchClaimStatus: fromPromise<ClaimStatus, void>(async () => {
        // a visitor holds nothing and has claimed or released nothing: the pieces stay as the page
        // reads them (read again there, not on the machine's start, in the drawn page's hydration)
        if (account === null) return statusFromPieces(account, readPieces)
        refreshPieces()
        if (!signedIn) return statusFromPieces(account, readPieces)
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
      contestChanges: fromCallback<ArtClaimEvent, { account: string }>(({ sendBack, input }) =>
        watchPieces((change) => sendBack(claimEventOf(change, input.account))),
      ),
    },
    actions: {
      notify: (_, notice) => notify(notice),
      openSubmission: () => openSubmission(),
      showPieceHolder: (_, { pieceId, claimedBy }) => showPieceHolder(pieceId, claimedBy),
    },
    guards: { ...artClaimRules, isLoggedIn: () => signedIn },
  })
}
