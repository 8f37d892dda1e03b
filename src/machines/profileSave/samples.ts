import type { MachineSamples } from '../registry'
import type { ProfileSaveEvent } from './events'

// One typed username per outcome: a new name, the current one in another case, too short, cleared.
const events: ProfileSaveEvent[] = [
  { type: 'username.change', value: 'sakura_ink' },
  { type: 'username.change', value: 'SAKURA' },
  { type: 'username.change', value: 'k' },
  { type: 'username.change', value: '' },
  { type: 'field.change', field: 'location', value: 'https://koi.example/sakura' },
  { type: 'image.select', fileName: 'avatar.png' },
  { type: 'profile.save' },
  { type: 'upload.cancel' },
]

export const profileSaveSamples: MachineSamples = {
  input: { currentUsername: 'Sakura' },
  events,
  actors: {
    // The availability call answers true (taken) or false (available).
    checkUsernameAvailability: { output: [false, true], error: [{ message: 'Network error' }] },
    saveProfile: {
      output: [
        { status: true, message: 'Profile updated' },
        { status: false, message: 'Guardian not found' },
      ],
      // the server failed (its status), or the request got no answer
      error: [{ status: 500, message: 'Request failed with status code 500' }, { message: 'Failed to fetch' }],
    },
  },
}
