import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../profileSave/messages'
import { profileModalSetup } from './setup'

/**
 * The card's name under the username rules of the profile save, state for state: 2 to 24
 * characters, checked 1.5 s after the last key, the saved name (in any case) counts as taken, and
 * the server says whether another member holds it. The saved name as it was prefilled is not checked.
 */
export const nameRegion = profileModalSetup.createStateConfig({
  initial: 'unchanged',
  on: { 'name.change': { target: '.debouncing', actions: 'assignField' } },
  states: {
    unchanged: {},
    debouncing: {
      after: {
        usernameDebounce: [
          {
            guard: {
              type: 'isUsernameLengthValid',
              params: ({ context }) => ({
                username: context.fields.name,
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
            params: ({ context }) => ({ username: context.fields.name, currentUsername: context.saved.name }),
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
        input: ({ context }) => ({ username: context.fields.name }),
        onDone: [
          { guard: { type: 'isUsernameTaken', params: ({ event }) => ({ answer: event.output }) }, target: 'taken' },
          { target: 'available' },
        ],
        onError: { target: 'unchecked' },
      },
    },
    available: { tags: ['usernameAvailable'] },
    taken: { tags: ['usernameTaken'] },
    invalid: { tags: ['usernameInvalid'] },
    // The check failed: updating asks again, and stays blocked while the answer is unknown.
    unchecked: { on: { 'profile.update': { target: 'checking' } } },
  },
})
