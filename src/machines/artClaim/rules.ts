import type { ArtClaimEvent, ClaimStatus, PieceChange } from './events'

/** Entering the contest needs at least one claimed piece; a member holds one piece at a time. */
export function hasClaimedPiece(status: ClaimStatus | null): boolean {
  return status !== null && status.hasClaimed
}

/**
 * A piece held by another member cannot be claimed: in particular a piece the member released and
 * another member took since cannot be reclaimed. Accounts compare ignoring case.
 */
export function isTakenByAnother(claimedBy: string | null, account: string): boolean {
  return claimedBy !== null && claimedBy.toLowerCase() !== account.toLowerCase()
}

/**
 * A piece's change seen live, as the member's flow hears it: their own claim or release made
 * elsewhere (the flow reads their status again), or another member's (the piece shows its holder).
 */
export function claimEventOf(change: PieceChange, account: string): ArtClaimEvent {
  const { pieceId, claimedBy, releasedBy } = change
  const own = (holder: string | null) => account !== '' && holder !== null && !isTakenByAnother(holder, account)
  if (own(claimedBy)) return { type: 'member.claimed', pieceId }
  if (claimedBy === null && own(releasedBy)) return { type: 'member.released', pieceId }
  return { type: 'piece.changed', pieceId, claimedBy }
}
