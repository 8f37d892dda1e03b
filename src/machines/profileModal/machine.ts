import { stateIn } from 'xstate'
import { messageOf } from '../notice'
import { uploadMessages } from '../uploadNotices'
import { PROFILE_IMAGE_TYPES, profileModalMessages } from './messages'
import { nameRegion } from './nameRegion'
import { profileModalSetup } from './setup'

export type { ProfileModalContext } from './setup'

/**
 * The artist card's profile edit modal. While open, two regions run side by side: the name, checked
 * by the username rules of the profile save, and the update, which waits for that check.
 */
export const profileModalMachine = profileModalSetup.createMachine({
  id: 'profileModal',
  context: ({ input }) => ({ saved: input, fields: input, image: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'modal.open': { target: 'open', actions: 'prefill' } } },
    open: {
      type: 'parallel',
      on: { 'modal.close': { target: '#profileModal.closed', actions: 'clearUpload' } },
      states: {
        name: nameRegion,
        update: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'field.change': { actions: 'assignField' },
                'name.change': { actions: 'assignField' },
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
                    target: 'awaitingName',
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
            // A changed name is sent only once checked available; while the debounce or the check runs the
            // update waits for the answer, and any other answer blocks it silently (the name says why).
            awaitingName: {
              tags: ['awaitingName'],
              always: [
                { guard: stateIn('#profileModal.open.name.unchanged'), target: 'checkingSession' },
                { guard: stateIn('#profileModal.open.name.available'), target: 'checkingSession' },
                { guard: stateIn('#profileModal.open.name.taken'), target: 'editing' },
                { guard: stateIn('#profileModal.open.name.invalid'), target: 'editing' },
                { guard: stateIn('#profileModal.open.name.unchecked'), target: 'editing' },
              ],
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
    },
  },
})
