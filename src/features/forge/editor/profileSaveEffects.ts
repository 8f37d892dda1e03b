import { fromPromise } from 'xstate'
import type { ProfileUpdate, ProfileUpdateResult } from '../../../machines/profileSave/events'
import { profileSaveRules } from '../../../machines/profileSave/guards'
import { profileSaveMachine } from '../../../machines/profileSave/machine'
import { ApiError, type ApiClient } from '../../../services/api'
import type { ServiceNotice } from '../../../ui/toast/serviceToast'

export interface ProfileSaveDeps {
  api: ApiClient
  /** The profile being edited (the server refuses another member's with 403). */
  account: string
  /** Read when the machine asks, so a sign-in while the editor is open counts. */
  isSignedIn: () => boolean
  /** The picture the member chose; the machine holds only its name. */
  pictureFile: () => File | null
  notify: (notice: ServiceNotice) => void
  /** Reload the page's profile (header, navbar) after a saved update. */
  refresh: () => void
}

/** The multipart body: only the fields the machine kept (the non-empty ones), with the picture's file. */
export function profileUpdateBody(update: ProfileUpdate, account: string, picture: File | null) {
  return {
    account,
    ...(update.username ? { username: update.username } : {}),
    ...(update.biography ? { biography: update.biography } : {}),
    ...(update.url ? { url: update.url } : {}),
    ...(update.location ? { location: update.location } : {}),
    ...(update.guardianId ? { guardianId: update.guardianId } : {}),
    ...(update.image && picture ? { image: picture } : {}),
  }
}

/** The profileSave machine with the wallet page's effects: the real availability call and the multipart update. */
export function provideProfileSaveEffects(deps: ProfileSaveDeps) {
  return profileSaveMachine.provide({
    actors: {
      checkUsernameAvailability: fromPromise(({ input }) =>
        deps.api.call('isUsernameAvailable', { params: { username: input.username } }),
      ),
      // the machine stops the save when the member cancels the upload: the signal ends the request
      saveProfile: fromPromise(async ({ input, signal }): Promise<ProfileUpdateResult> => {
        try {
          const answer = await deps.api.call('updateUser', {
            body: profileUpdateBody(input, deps.account, deps.pictureFile()),
            signal,
          })
          return { status: answer.status, message: answer.message }
        } catch (error) {
          // The server refused what was sent (4xx with its message): shown as a refused save. Anything
          // else (network, 5xx) is a failed save, 'update failed!'.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500)
            return { status: false, message: error.message }
          throw error
        }
      }),
    },
    actions: {
      notify: (_, notice) => deps.notify(notice),
      refreshParent: () => deps.refresh(),
    },
    guards: { ...profileSaveRules, isLoggedIn: () => deps.isSignedIn() },
  })
}
