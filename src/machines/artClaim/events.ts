export type ArtClaimEvent =
  /** `claimedBy`: the account holding the piece now, null when it is free. */
  | { type: 'claim.request'; pieceId: string; claimedBy: string | null }
  | { type: 'claim.release' }
  | { type: 'contest.enter' }
  | { type: 'status.retry' }
  /** Another member claimed a piece (`claimedBy`) or released one (`claimedBy` null), seen live. */
  | { type: 'piece.changed'; pieceId: string; claimedBy: string | null }
  /** The member claimed a piece somewhere else (another tab or device), seen live. */
  | { type: 'member.claimed'; pieceId: string }
  /** The member released their piece somewhere else, seen live. */
  | { type: 'member.released'; pieceId: string }

/** What the live stream says of a piece: who holds it now, and who let it go if it was released. */
export interface PieceChange {
  pieceId: string
  claimedBy: string | null
  releasedBy: string | null
}

export interface ClaimStatus {
  hasClaimed: boolean
  claimsCount: number
  claimThreshold: number
}

export interface ArtClaimInput {
  /** The member's wallet account. */
  account: string
}
