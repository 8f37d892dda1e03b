import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { Notice } from '../notice'
import { missingEffect } from '../notice'
import { USERNAME_DEBOUNCE_MS } from '../profileSave/messages'
import type { ProfileModalEvent, ProfileModalFields, ProfileModalUpdate } from './events'
import { PROFILE_MODAL_REFRESH_RESET_MS } from './messages'

export interface ProfileModalContext {
  saved: ProfileModalFields
  fields: ProfileModalFields
  image: string | null
}

const flow = 'profileModal'

/** The profile modal's effects, named: the machine and its name region are built on it. */
export const profileModalSetup = setup({
  types: { context: {} as ProfileModalContext, events: {} as ProfileModalEvent, input: {} as ProfileModalFields },
  actors: {
    updateProfile: fromPromise<void, ProfileModalUpdate>(() => missingEffect(flow, 'actor', 'updateProfile')),
    /** Resolves with the server's answer: truthy when the name is taken. */
    checkUsernameAvailability: fromPromise<unknown, { username: string }>(() =>
      missingEffect(flow, 'actor', 'checkUsernameAvailability'),
    ),
  },
  actions: {
    notify: (_, _notice: Notice) => missingEffect(flow, 'action', 'notify'),
    // Fields are prefilled on open; the upload is cleared on close and after a successful update.
    prefill: assign(({ context }) => ({ fields: context.saved, image: null })),
    clearUpload: assign({ image: null }),
    assignField: assign(({ context, event }) => {
      assertEvent(event, ['field.change', 'name.change'])
      return {
        fields:
          event.type === 'name.change'
            ? { ...context.fields, name: event.value }
            : { ...context.fields, [event.field]: event.value },
      }
    }),
    assignImage: assign(({ event }) => {
      assertEvent(event, 'image.select')
      return { image: event.fileName }
    }),
    keepSaved: assign(({ context }) => ({ saved: context.fields })),
  },
  guards: {
    /** Name and description are both filled in. */
    hasAllFields: (_, _params: { fields: ProfileModalFields }) => missingEffect(flow, 'guard', 'hasAllFields'),
    isImageTypeAllowed: (_, _params: { mimeType: string; types: readonly string[] }) =>
      missingEffect(flow, 'guard', 'isImageTypeAllowed'),
    isLoggedIn: () => missingEffect(flow, 'guard', 'isLoggedIn'),
    /** The update carries a picture. */
    hasUpload: (_, _params: { image: string | null }) => missingEffect(flow, 'guard', 'hasUpload'),
    /** The upload failed without the server's answer. */
    isUploadFailure: (_, _params: { error: unknown }) => missingEffect(flow, 'guard', 'isUploadFailure'),
    // the username rules of the profile save (profileSave/rules.ts), for the card's name
    isUsernameLengthValid: (_, _params: { username: string; min: number; max: number }) =>
      missingEffect(flow, 'guard', 'isUsernameLengthValid'),
    /** Equal, ignoring case, to the member's saved name. */
    isCurrentUsername: (_, _params: { username: string; currentUsername: string }) =>
      missingEffect(flow, 'guard', 'isCurrentUsername'),
    isUsernameTaken: (_, _params: { answer: unknown }) => missingEffect(flow, 'guard', 'isUsernameTaken'),
  },
  delays: { refreshFlagReset: PROFILE_MODAL_REFRESH_RESET_MS, usernameDebounce: USERNAME_DEBOUNCE_MS },
})
