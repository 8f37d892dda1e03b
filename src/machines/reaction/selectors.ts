import type { SnapshotFrom } from 'xstate'
import type { reactionMachine } from './machine'

type ReactionSnapshot = SnapshotFrom<typeof reactionMachine>

export const selectIsReactionActive = (snapshot: ReactionSnapshot): boolean => snapshot.context.active
export const selectReactionCount = (snapshot: ReactionSnapshot): number => snapshot.context.count
export const selectIsUpdating = (snapshot: ReactionSnapshot): boolean => snapshot.hasTag('busy')
