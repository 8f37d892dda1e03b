import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { Notice } from '../notice'
import { messageOf, missingEffect } from '../notice'
import type { ProfileModalEvent, ProfileModalFields, ProfileModalUpdate } from './events'
import { uploadMessages } from '../uploadNotices'
import { PROFILE_IMAGE_TYPES, PROFILE_MODAL_REFRESH_RESET_MS, profileModalMessages } from './messages'

export interface ProfileModalContext {
  saved: ProfileModalFields
  fields: ProfileModalFields
  image: string | null
}

const flow = 'profileModal'

export const profileModalMachine = setup({
  types: { context: {} as ProfileModalContext, events: {} as ProfileModalEvent, input: {} as ProfileModalFields },
  actors: {
    updateProfile: fromPromise<void, ProfileModalUpdate>(() => missingEffect(flow, 'actor', 'updateProfile')),
  },
  actions: {
    notify: (_, _notice: Notice) => missingEffect(flow, 'action', 'notify'),
    // Fields are prefilled on open; the upload is cleared on close and after a successful update.
    prefill: assign(({ context }) => ({ fields: context.saved, image: null })),
    clearUpload: assign({ image: null }),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      return { fields: { ...context.fields, [event.field]: event.value } }
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
  },
  delays: { refreshFlagReset: PROFILE_MODAL_REFRESH_RESET_MS },
}).createMachine({
  id: 'profileModal',
  context: ({ input }) => ({ saved: input, fields: input, image: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'modal.open': { target: 'open', actions: 'prefill' } } },
    open: {
      initial: 'editing',
      on: { 'modal.close': { target: 'closed', actions: 'clearUpload' } },
      states: {
        editing: {
          on: {
            'field.change': { actions: 'assignField' },
            'image.select': [
              {
                guard: {
                  type: 'isImageTypeAllowed',
                  params: ({ event }) => ({ mimeType: event.mimeType, types: PROFILE_IMAGE_TYPES }),
                },
                actions: 'assignImage',
              },
              {
                actions: {
                  type: 'notify',
                  params: { kind: 'warning', message: profileModalMessages.imageTypeRefused },
                },
              },
            ],
            'profile.update': [
              {
                guard: { type: 'hasAllFields', params: ({ context }) => ({ fields: context.fields }) },
                target: 'checkingSession',
              },
              {
                actions: {
                  type: 'notify',
                  params: { kind: 'warning', message: profileModalMessages.allFieldsRequired },
                },
              },
            ],
          },
        },
        // The update needs a logged-in member; otherwise no call is made.
        checkingSession: {
          always: [
            { guard: 'isLoggedIn', target: 'sending' },
            {
              target: 'editing',
              actions: { type: 'notify', params: { kind: 'error', message: profileModalMessages.notLoggedIn } },
            },
          ],
        },
        // An update with a picture is an upload, which the member may cancel on its way.
        sending: {
          always: [
            {
              guard: { type: 'hasUpload', params: ({ context }) => ({ image: context.image }) },
              target: 'uploading',
            },
            { target: 'updating' },
          ],
        },
        updating: {
          tags: ['busy'],
          invoke: {
            src: 'updateProfile',
            input: ({ context }) => ({ ...context.fields, image: context.image }),
            onDone: {
              target: 'refreshing',
              // The spec names no success toast: the fields reset and the refresh flag reloads the profile.
              actions: ['keepSaved', 'clearUpload', 'prefill'],
            },
            onError: {
              target: 'refreshing',
              actions: {
                type: 'notify',
                params: ({ event }) => ({
                  kind: 'error',
                  message: messageOf(event.error, profileModalMessages.updateFailed),
                }),
              },
            },
          },
        },
        uploading: {
          tags: ['busy', 'uploading'],
          // leaving the state stops the update, and its request with it
          on: {
            'upload.cancel': {
              target: 'refreshing',
              actions: { type: 'notify', params: { kind: 'warning', message: uploadMessages.aborted } },
            },
          },
          invoke: {
            src: 'updateProfile',
            input: ({ context }) => ({ ...context.fields, image: context.image }),
            onDone: { target: 'refreshing', actions: ['keepSaved', 'clearUpload', 'prefill'] },
            onError: [
              {
                // no answer from the server: the upload did not get through
                guard: { type: 'isUploadFailure', params: ({ event }) => ({ error: event.error }) },
                target: 'refreshing',
                actions: { type: 'notify', params: { kind: 'error', message: uploadMessages.failed } },
              },
              {
                target: 'refreshing',
                actions: {
                  type: 'notify',
                  params: ({ event }) => ({
                    kind: 'error',
                    message: messageOf(event.error, profileModalMessages.updateFailed),
                  }),
                },
              },
            ],
          },
        },
        // After an update attempt the refresh flag is set, and reset after 1000 ms.
        refreshing: { tags: ['refresh'], after: { refreshFlagReset: 'editing' } },
      },
    },
  },
})
