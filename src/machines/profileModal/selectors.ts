import type { SnapshotFrom } from 'xstate'
import type { profileModalMachine } from './machine'
import { profileModalMessages } from './messages'

type ProfileModalSnapshot = SnapshotFrom<typeof profileModalMachine>

export const selectIsOpen = (snapshot: ProfileModalSnapshot): boolean => snapshot.matches('open')
export const selectIsUpdating = (snapshot: ProfileModalSnapshot): boolean => snapshot.hasTag('busy')
export const selectRefreshFlag = (snapshot: ProfileModalSnapshot): boolean => snapshot.hasTag('refresh')
export const selectButtonLabel = (): string => profileModalMessages.button
/** An update with a picture is on its way: the member may cancel it. */
export const selectCanCancelUpload = (snapshot: ProfileModalSnapshot): boolean => snapshot.hasTag('uploading')
