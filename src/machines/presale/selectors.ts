import type { SnapshotFrom } from 'xstate'
import type { presaleMachine } from './machine'
import type { PresaleStage } from './events'

type PresaleSnapshot = SnapshotFrom<typeof presaleMachine>

export const selectIsSaleActive = (snapshot: PresaleSnapshot): boolean => snapshot.hasTag('saleActive')
export const selectStage = (snapshot: PresaleSnapshot): PresaleStage => snapshot.context.stage
export const selectReadFailed = (snapshot: PresaleSnapshot): boolean => snapshot.hasTag('readFailed')
export const selectOwner = (snapshot: PresaleSnapshot): string | null => snapshot.context.owner
