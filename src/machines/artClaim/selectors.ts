import type { SnapshotFrom } from 'xstate'
import type { artClaimMachine } from './machine'
import type { ClaimStatus } from './events'

type ArtClaimSnapshot = SnapshotFrom<typeof artClaimMachine>

export const selectHasClaimed = (snapshot: ArtClaimSnapshot): boolean => snapshot.hasTag('claimed')
export const selectCanEnter = (snapshot: ArtClaimSnapshot): boolean => snapshot.hasTag('claimed')
export const selectIsBusy = (snapshot: ArtClaimSnapshot): boolean => snapshot.hasTag('busy')
export const selectClaimStatus = (snapshot: ArtClaimSnapshot): ClaimStatus | null => snapshot.context.status
/** The claim status could not be read: the member may try again. */
export const selectIsStatusUnavailable = (snapshot: ArtClaimSnapshot): boolean => snapshot.matches('statusUnavailable')
