import type { SnapshotFrom } from 'xstate'
import type { oneShotTaskMachine } from './machine'

export const selectIsRunning = (snapshot: SnapshotFrom<typeof oneShotTaskMachine>): boolean => snapshot.hasTag('busy')
