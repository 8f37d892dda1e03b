import { assign, fromPromise, setup, stateIn } from 'xstate'
import type { Notice } from '../notice'
import { missingEffect } from '../notice'
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
    checkUsernameAvailability: fromPromise<{ taken: boolean }, { username: string }>(() =>
      missingEffect(flow, 'actor', 'checkUsernameAvailability'),
    ),
    saveProfile: fromPromise<ProfileUpdateResult, ProfileUpdate>(() => missingEffect(flow, 'actor', 'saveProfile')),
  },
  actions: {
    notify: (_, _notice: Notice) => missingEffect(flow, 'action', 'notify'),
    /** Tells the parent view to reload the profile. */
    refreshParent: () => missingEffect(flow, 'action', 'refreshParent'),
    assignUsername: assign(({ context, event }) =>
      event.type === 'username.change' ? { draft: { ...context.draft, username: event.value } } : {},
    ),
    assignField: assign(({ context, event }) => {
      if (event.type === 'field.change') return { draft: { ...context.draft, [event.field]: event.value } }
      if (event.type === 'image.select') return { draft: { ...context.draft, image: event.fileName } }
      return {}
    }),
  },
  guards: {
    isUsernameEmpty: () => missingEffect(flow, 'guard', 'isUsernameEmpty'),
    isUsernameLengthValid: (_, _params: { min: number; max: number }) =>
      missingEffect(flow, 'guard', 'isUsernameLengthValid'),
    /** Equal, ignoring case, to the member's current username. */
    isCurrentUsername: () => missingEffect(flow, 'guard', 'isCurrentUsername'),
    isUsernameTaken: () => missingEffect(flow, 'guard', 'isUsernameTaken'),
    isLoggedIn: () => missingEffect(flow, 'guard', 'isLoggedIn'),
    isSaveAccepted: () => missingEffect(flow, 'guard', 'isSaveAccepted'),
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
          { guard: 'isUsernameEmpty', target: '.empty', actions: 'assignUsername' },
          { target: '.debouncing', actions: 'assignUsername' },
        ],
      },
      states: {
        empty: {},
        debouncing: {
          after: {
            usernameDebounce: [
              {
                guard: {
                  type: 'isUsernameLengthValid',
                  params: { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH },
                },
                target: 'sameAsCurrent',
              },
              { target: 'invalid' },
            ],
          },
        },
        sameAsCurrent: { always: [{ guard: 'isCurrentUsername', target: 'taken' }, { target: 'checking' }] },
        checking: {
          tags: ['checkingUsername'],
          invoke: {
            src: 'checkUsernameAvailability',
            input: ({ context }) => ({ username: context.draft.username }),
            onDone: [{ guard: 'isUsernameTaken', target: 'taken' }, { target: 'available' }],
            // Availability unknown: saving stays possible, the server has the last word.
            onError: { target: 'unchecked' },
          },
        },
        available: { tags: ['usernameAvailable'] },
        taken: { tags: ['usernameTaken'] },
        invalid: { tags: ['usernameInvalid'] },
        unchecked: {},
      },
    },
    save: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'profile.save': [
              { guard: 'isLoggedIn', target: 'checkingUsername' },
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
        // Saving is silently blocked while the username is taken.
        checkingUsername: {
          always: [{ guard: stateIn('#profileSave.username.taken'), target: 'idle' }, { target: 'saving' }],
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
                guard: 'isSaveAccepted',
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
                  params: ({ event }) => ({ kind: 'error', message: event.output.message, id: PROFILE_SAVE_TOAST_ID }),
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
        // The refresh flag is set after every update attempt and resets after 1000 ms.
        refreshing: { tags: ['refresh'], after: { refreshFlagReset: { target: 'idle' } } },
      },
    },
  },
})
