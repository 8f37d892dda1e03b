import type { SnapshotFrom } from 'xstate'
import type { socialLinkMachine } from './machine'

type SocialLinkSnapshot = SnapshotFrom<typeof socialLinkMachine>

export const selectRefreshFlag = (snapshot: SocialLinkSnapshot): boolean => snapshot.hasTag('refresh')
export const selectIsBusy = (snapshot: SocialLinkSnapshot): boolean => snapshot.hasTag('busy')
