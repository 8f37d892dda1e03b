import { assertEvent, assign, fromPromise, setup, stateIn } from 'xstate'
import type { Notice } from '../notice'
import { messageOf, missingEffect } from '../notice'
import type { ProfileSaveEvent, ProfileUpdate, ProfileUpdateResult } from './events'
import {
  ACCESS_DENIED_DURATION_MS,
  PROFILE_SAVE_TOAST_ID,
  REFRESH_FLAG_RESET_MS,
  USERNAME_DEBOUNCE_MS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  profileMessages,
} from './messages'
import { uploadMessages } from '../uploadNotices'
import type { ProfileDraft } from './payload'
import { profileUpdateOf } from './payload'

export interface ProfileSaveContext {
  /** The member's saved username; typing it again (any case) counts as taken. */
  currentUsername: string
  draft: ProfileDraft
}

const flow = 'profileSave'

export const profileSaveMachine = setup({
  types: {
    context: {} as ProfileSaveContext,
    events: {} as ProfileSaveEvent,
    input: {} as { currentUsername: string },
  },
  actors: {
    /** Resolves with the server's answer: truthy when the name is taken. */
    checkUsernameAvailability: fromPromise<unknown, { username: string }>(() =>
      missingEffect(flow, 'actor', 'checkUsernameAvailability'),
    ),
    saveProfile: fromPromise<ProfileUpdateResult, ProfileUpdate>(() => missingEffect(flow, 'actor', 'saveProfile')),
  },
  actions: {
    notify: (_, _notice: Notice) => missingEffect(flow, 'action', 'notify'),
    /** Tells the parent view to reload the profile. */
    refreshParent: () => missingEffect(flow, 'action', 'refreshParent'),
    assignUsername: assign(({ context, event }) => {
      assertEvent(event, 'username.change')
      return { draft: { ...context.draft, username: event.value } }
    }),
    assignField: assign(({ context, event }) => {
      assertEvent(event, ['field.change', 'image.select'])
      return event.type === 'field.change'
        ? { draft: { ...context.draft, [event.field]: event.value } }
        : { draft: { ...context.draft, image: event.fileName } }
    }),
  },
  guards: {
    isUsernameEmpty: (_, _params: { username: string }) => missingEffect(flow, 'guard', 'isUsernameEmpty'),
    isUsernameLengthValid: (_, _params: { username: string; min: number; max: number }) =>
      missingEffect(flow, 'guard', 'isUsernameLengthValid'),
    /** Equal, ignoring case, to the member's current username. */
    isCurrentUsername: (_, _params: { username: string; currentUsername: string }) =>
      missingEffect(flow, 'guard', 'isCurrentUsername'),
    isUsernameTaken: (_, _params: { answer: unknown }) => missingEffect(flow, 'guard', 'isUsernameTaken'),
    isLoggedIn: () => missingEffect(flow, 'guard', 'isLoggedIn'),
    isSaveAccepted: (_, _params: { result: ProfileUpdateResult }) => missingEffect(flow, 'guard', 'isSaveAccepted'),
    /** The save carries a picture. */
    hasUpload: (_, _params: { image: string | null }) => missingEffect(flow, 'guard', 'hasUpload'),
    /** The upload failed without the server's answer. */
    isUploadFailure: (_, _params: { error: unknown }) => missingEffect(flow, 'guard', 'isUploadFailure'),
  },
  delays: {
    usernameDebounce: USERNAME_DEBOUNCE_MS,
    refreshFlagReset: REFRESH_FLAG_RESET_MS,
  },
}).createMachine({
  id: 'profileSave',
  context: ({ input }) => ({
    currentUsername: input.currentUsername,
    draft: { username: '', biography: '', url: '', location: '', guardianId: '', image: '' },
  }),
  type: 'parallel',
  on: { 'field.change': { actions: 'assignField' }, 'image.select': { actions: 'assignField' } },
  states: {
    username: {
      initial: 'empty',
      on: {
        'username.change': [
          {
            guard: { type: 'isUsernameEmpty', params: ({ event }) => ({ username: event.value }) },
            target: '.empty',
            actions: 'assignUsername',
          },
          { target: '.debouncing', actions: 'assignUsername' },
        ],
      },
      states: {
        // Nothing typed (or the field cleared): not checked, not sent, the saved username stays.
        empty: {},
        debouncing: {
          after: {
            usernameDebounce: [
              {
                guard: {
                  type: 'isUsernameLengthValid',
                  params: ({ context }) => ({
                    username: context.draft.username,
                    min: USERNAME_MIN_LENGTH,
                    max: USERNAME_MAX_LENGTH,
                  }),
                },
                target: 'sameAsCurrent',
              },
              { target: 'invalid' },
            ],
          },
        },
        sameAsCurrent: {
          always: [
            {
              guard: {
                type: 'isCurrentUsername',
                params: ({ context }) => ({
                  username: context.draft.username,
                  currentUsername: context.currentUsername,
                }),
              },
              target: 'taken',
            },
            { target: 'checking' },
          ],
        },
        checking: {
          tags: ['checkingUsername'],
          invoke: {
            src: 'checkUsernameAvailability',
            input: ({ context }) => ({ username: context.draft.username }),
            onDone: [
              {
                guard: { type: 'isUsernameTaken', params: ({ event }) => ({ answer: event.output }) },
                target: 'taken',
              },
              { target: 'available' },
            ],
            onError: { target: 'unchecked' },
          },
        },
        available: { tags: ['usernameAvailable'] },
        taken: { tags: ['usernameTaken'] },
        invalid: { tags: ['usernameInvalid'] },
        // The check failed: saving asks again, and stays blocked while the answer is unknown.
        unchecked: { on: { 'profile.save': { guard: 'isLoggedIn', target: 'checking' } } },
      },
    },
    save: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'profile.save': [
              { guard: 'isLoggedIn', target: 'awaitingUsername' },
              {
                actions: {
                  type: 'notify',
                  params: {
                    kind: 'error',
                    message: profileMessages.accessDenied,
                    durationMs: ACCESS_DENIED_DURATION_MS,
                  },
                },
              },
            ],
          },
        },
        // A typed username is sent only once checked available; an empty one is not sent at all. While
        // the debounce or the check runs, the save waits for the answer. Any other answer (taken, the
        // current name in another case, wrong length, not checkable) blocks the save silently.
        awaitingUsername: {
          tags: ['awaitingUsername'],
          always: [
            { guard: stateIn('#profileSave.username.empty'), target: 'sending' },
            { guard: stateIn('#profileSave.username.available'), target: 'sending' },
            { guard: stateIn('#profileSave.username.taken'), target: 'idle' },
            { guard: stateIn('#profileSave.username.invalid'), target: 'idle' },
            { guard: stateIn('#profileSave.username.unchecked'), target: 'idle' },
          ],
        },
        // A save with a picture is an upload, which the member may cancel on its way.
        sending: {
          always: [
            {
              guard: { type: 'hasUpload', params: ({ context }) => ({ image: context.draft.image }) },
              target: 'uploading',
            },
            { target: 'saving' },
          ],
        },
        saving: {
          tags: ['saving'],
          entry: {
            type: 'notify',
            params: { kind: 'loading', message: profileMessages.saving, id: PROFILE_SAVE_TOAST_ID },
          },
          invoke: {
            src: 'saveProfile',
            input: ({ context }) => profileUpdateOf(context.draft),
            onDone: [
              {
                guard: { type: 'isSaveAccepted', params: ({ event }) => ({ result: event.output }) },
                target: 'refreshing',
                actions: [
                  {
                    type: 'notify',
                    params: { kind: 'success', message: profileMessages.saved, id: PROFILE_SAVE_TOAST_ID },
                  },
                  'refreshParent',
                ],
              },
              {
                target: 'refreshing',
                actions: {
                  type: 'notify',
                  params: ({ event }) => ({
                    kind: 'error',
                    message: messageOf(event.output, profileMessages.updateFailed),
                    id: PROFILE_SAVE_TOAST_ID,
                  }),
                },
              },
            ],
            onError: {
              target: 'refreshing',
              actions: {
                type: 'notify',
                params: { kind: 'error', message: profileMessages.updateFailed, id: PROFILE_SAVE_TOAST_ID },
              },
            },
          },
        },
        uploading: {
          tags: ['saving', 'uploading'],
          // leaving the state stops the save, and its request with it
          on: {
            'upload.cancel': {
              target: 'refreshing',
              actions: {
                type: 'notify',
                params: { kind: 'warning', message: uploadMessages.aborted, id: PROFILE_SAVE_TOAST_ID },
              },
            },
          },
          entry: {
            type: 'notify',
            params: { kind: 'loading', message: profileMessages.saving, id: PROFILE_SAVE_TOAST_ID },
          },
          invoke: {
            src: 'saveProfile',
            input: ({ context }) => profileUpdateOf(context.draft),
            onDone: [
              {
                guard: { type: 'isSaveAccepted', params: ({ event }) => ({ result: event.output }) },
                target: 'refreshing',
                actions: [
                  {
                    type: 'notify',
                    params: { kind: 'success', message: profileMessages.saved, id: PROFILE_SAVE_TOAST_ID },
                  },
                  'refreshParent',
                ],
              },
              {
                target: 'refreshing',
                actions: {
                  type: 'notify',
                  params: ({ event }) => ({
                    kind: 'error',
                    message: messageOf(event.output, profileMessages.updateFailed),
                    id: PROFILE_SAVE_TOAST_ID,
                  }),
                },
              },
            ],
            onError: [
              {
                // no answer from the server: the upload did not get through
                guard: { type: 'isUploadFailure', params: ({ event }) => ({ error: event.error }) },
                target: 'refreshing',
                actions: {
                  type: 'notify',
                  params: { kind: 'error', message: uploadMessages.failed, id: PROFILE_SAVE_TOAST_ID },
                },
              },
              {
                target: 'refreshing',
                actions: {
                  type: 'notify',
                  params: { kind: 'error', message: profileMessages.updateFailed, id: PROFILE_SAVE_TOAST_ID },
                },
              },
            ],
          },
        },
        // The refresh flag is set after every update attempt and resets after 1000 ms.
        refreshing: { tags: ['refresh'], after: { refreshFlagReset: { target: 'idle' } } },
      },
    },
  },
})
