import { fromPromise } from 'xstate'
import { profileModalRules } from '../../../machines/profileModal/guards'
import { profileModalMachine } from '../../../machines/profileModal/machine'
import type { ApiClient } from '../../../services/api'
import type { ServiceNotice } from '../../../ui/toast/serviceToast'

/** The profileModal machine with the artist card's effects: the multipart name, description and picture. */
export function provideArtistCardEffects(deps: {
  api: ApiClient
  isSignedIn: () => boolean
  pictureFile: (name: string) => File | null
  notify: (notice: ServiceNotice) => void
}) {
  return profileModalMachine.provide({
    actors: {
      checkUsernameAvailability: fromPromise(({ input }) =>
        deps.api.call('isUsernameAvailable', { params: { username: input.username } }),
      ),
      // the machine stops the update when the member cancels the upload: the signal ends the request
      updateProfile: fromPromise(async ({ input, signal }) => {
        const picture = input.image ? deps.pictureFile(input.image) : null
        await deps.api.call('updateProfileCard', {
          body: { name: input.name, description: input.description, ...(picture ? { image: picture } : {}) },
          signal,
        })
      }),
    },
    actions: { notify: (_, notice) => deps.notify(notice) },
    guards: { ...profileModalRules, isLoggedIn: () => deps.isSignedIn() },
  })
}
