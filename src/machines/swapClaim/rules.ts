import type { ClaimLimits, ClaimRefusal } from './events'

/** A claim amount that is not a number becomes 0. */
export function claimAmountOf(value: string): number {
  const amount = Number(value)
  return Number.isFinite(amount) ? amount : 0
}

/** Nothing to claim while the amount is not a positive number (none typed, or not a number: 0). */
export function isAmountMissing(amount: number): boolean {
  return !(amount > 0)
}

/** Too early while the chain's nextClaimTimestamp (unix seconds) is still in the future. */
export function isTooEarly(limits: ClaimLimits | null, nowSeconds: number): boolean {
  return limits !== null && limits.nextClaimTimestamp > nowSeconds
}

/**
 * Over the maximum when the amount exceeds the maximum claimable in USD. MAX_CLAIM counts
 * reward-token wei and the server converts at the token's price, so that bound is the server's.
 */
export function isOverMaximum(amount: number, maxClaimableUsd: number | null): boolean {
  return maxClaimableUsd !== null && amount > maxClaimableUsd
}

/** The verify call reports whether the member was authenticated. */
export function isAuthenticatedAnswer(answer: { authenticated: boolean }): boolean {
  return answer.authenticated === true
}

/** The signature was refused until the member links an X account (a refusal the feature recognised). */
export function isLinkRequired(error: unknown): error is ClaimRefusal {
  return typeof error === 'object' && error !== null && (error as Partial<ClaimRefusal>).reason === 'linkRequired'
}
