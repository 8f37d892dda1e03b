import type { SnapshotFrom } from 'xstate'
import type { swapClaimMachine } from './machine'

type SwapClaimSnapshot = SnapshotFrom<typeof swapClaimMachine>

export const selectIsTooEarly = (snapshot: SwapClaimSnapshot): boolean => snapshot.hasTag('tooEarly')
export const selectIsAmountMissing = (snapshot: SwapClaimSnapshot): boolean => snapshot.hasTag('amountMissing')
export const selectIsOverMaximum = (snapshot: SwapClaimSnapshot): boolean => snapshot.hasTag('overMaximum')
export const selectIsBusy = (snapshot: SwapClaimSnapshot): boolean => snapshot.hasTag('busy')
export const selectIsVerified = (snapshot: SwapClaimSnapshot): boolean => snapshot.hasTag('verified')
export const selectClaimAmount = (snapshot: SwapClaimSnapshot): number => snapshot.context.amount
export const selectMaxClaimableUsd = (snapshot: SwapClaimSnapshot): number | null => snapshot.context.maxClaimableUsd
export const selectIsLinkRequired = (snapshot: SwapClaimSnapshot): boolean => snapshot.hasTag('linkRequired')
export const selectError = (snapshot: SwapClaimSnapshot): string | null => snapshot.context.error
export const selectCanRefreshLimits = (snapshot: SwapClaimSnapshot): boolean => snapshot.can({ type: 'limits.refresh' })
