export type ArtClaimEvent =
  | { type: 'claim.request'; pieceId: string }
  | { type: 'claim.release' }
  | { type: 'contest.enter' }
  | { type: 'status.retry' }

export interface ClaimStatus {
  hasClaimed: boolean
  claimsCount: number
  claimThreshold: number
}
