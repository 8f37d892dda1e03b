import type { SnapshotFrom } from 'xstate'
import type { profileModalMachine } from './machine'
import { profileMessages } from '../profileSave/messages'
import { profileModalMessages } from './messages'

type ProfileModalSnapshot = SnapshotFrom<typeof profileModalMachine>

export const selectIsOpen = (snapshot: ProfileModalSnapshot): boolean => snapshot.matches('open')
export const selectIsUpdating = (snapshot: ProfileModalSnapshot): boolean => snapshot.hasTag('busy')
export const selectRefreshFlag = (snapshot: ProfileModalSnapshot): boolean => snapshot.hasTag('refresh')
export const selectButtonLabel = (): string => profileModalMessages.button
/** An update with a picture is on its way: the member may cancel it. */
export const selectCanCancelUpload = (snapshot: ProfileModalSnapshot): boolean => snapshot.hasTag('uploading')
/** The text under the name: the profile save's availability messages, or null while nothing is to be said. */
export function selectNameStatus(snapshot: ProfileModalSnapshot): string | null {
  if (snapshot.hasTag('usernameTaken')) return profileMessages.usernameTaken
  if (snapshot.hasTag('usernameAvailable')) return profileMessages.usernameAvailable
  return null
}
export const selectIsNameTaken = (snapshot: ProfileModalSnapshot): boolean => snapshot.hasTag('usernameTaken')
export const selectIsNameInvalid = (snapshot: ProfileModalSnapshot): boolean => snapshot.hasTag('usernameInvalid')
/** An update was asked for while the name was still being checked: it goes ahead once the name is available. */
export const selectIsUpdateAwaitingName = (snapshot: ProfileModalSnapshot): boolean => snapshot.hasTag('awaitingName')
