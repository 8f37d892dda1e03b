import { formatUnits } from 'viem'
import type { ClaimLimits } from '../../machines/swapClaim/events'

/** Reward tokens all use 18 decimals (see `src/services/chain/rewardTokens.ts`). */
const TOKEN_DECIMALS = 18

export const tokenAmount = (wei: string): string => formatUnits(BigInt(wei), TOKEN_DECIMALS)

export const claimDate = (unixSeconds: number): string =>
  new Date(unixSeconds * 1000).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export function claimPeriodText(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400} day${seconds === 86_400 ? '' : 's'}`
  if (seconds % 3_600 === 0) return `${seconds / 3_600} hour${seconds === 3_600 ? '' : 's'}`
  return `${seconds} seconds`
}

export function limitRows(limits: ClaimLimits): [string, string][] {
  return [
    ['Claim period', claimPeriodText(limits.claimPeriod)],
    ['Maximum per claim', `${tokenAmount(limits.maxClaim)} tokens`],
    ['Claimed so far', `${tokenAmount(limits.claimedAmount)} tokens`],
    ['Next claim', limits.nextClaimTimestamp === 0 ? 'Now' : claimDate(limits.nextClaimTimestamp)],
  ]
}
