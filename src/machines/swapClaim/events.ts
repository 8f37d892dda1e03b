export type SwapClaimEvent =
  | { type: 'amount.change'; value: string }
  | { type: 'claim.submit' }
  | { type: 'claim.retry' }
  | { type: 'limits.refresh' }

/** Read from the swap contract: CLAIM_PERIOD, MAX_CLAIM, nextClaimTimestamp(account), getAccountClaimedAmount. */
export interface ClaimLimits {
  claimPeriod: number
  maxClaim: string
  nextClaimTimestamp: number
  claimedAmount: string
}

/** The server's claim signature for the wallet's claim call. */
export interface ClaimSignature {
  signature: string
  tokenId: string
  amountWei: string
  deadline: number
}

/**
 * Why the server refused a claim signature, as the feature reads its answer: `linkRequired` when the
 * member must link an X account first (the server's message says so).
 */
export interface ClaimRefusal {
  reason: 'linkRequired'
  message: string
}
