export type ArtClaimEvent =
  /** `claimedBy`: the account holding the piece now, null when it is free. */
  | { type: 'claim.request'; pieceId: string; claimedBy: string | null }
  | { type: 'claim.release' }
  | { type: 'contest.enter' }
  | { type: 'status.retry' }

export interface ClaimStatus {
  hasClaimed: boolean
  claimsCount: number
  claimThreshold: number
}

export interface ArtClaimInput {
  /** The member's wallet account. */
  account: string
}
