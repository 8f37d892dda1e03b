import type { ClaimStatus } from './events'

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
