import type { SnapshotFrom } from 'xstate'
import type { profileSaveMachine } from './machine'
import { profileMessages } from './messages'

type ProfileSaveSnapshot = SnapshotFrom<typeof profileSaveMachine>

/** The text under the username field, or null while nothing is to be said. */
export function selectUsernameStatus(snapshot: ProfileSaveSnapshot): string | null {
  if (snapshot.hasTag('usernameTaken')) return profileMessages.usernameTaken
  if (snapshot.hasTag('usernameAvailable')) return profileMessages.usernameAvailable
  return null
}

export const selectIsSaving = (snapshot: ProfileSaveSnapshot): boolean => snapshot.hasTag('saving')
export const selectRefreshFlag = (snapshot: ProfileSaveSnapshot): boolean => snapshot.hasTag('refresh')
export const selectIsUsernameInvalid = (snapshot: ProfileSaveSnapshot): boolean => snapshot.hasTag('usernameInvalid')
/** A save was asked for while the username was still being checked: it goes ahead once the name is available. */
export const selectIsSaveAwaitingUsername = (snapshot: ProfileSaveSnapshot): boolean =>
  snapshot.hasTag('awaitingUsername')
/** A save with a picture is on its way: the member may cancel it. */
export const selectCanCancelUpload = (snapshot: ProfileSaveSnapshot): boolean => snapshot.hasTag('uploading')
