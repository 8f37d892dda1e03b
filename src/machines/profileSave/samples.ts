import type { MachineSamples } from '../registry'
import type { ProfileSaveEvent } from './events'

const events: ProfileSaveEvent[] = [
  { type: 'username.change', value: 'sakura_ink' },
  { type: 'field.change', field: 'location', value: 'https://koi.example/sakura' },
  { type: 'image.select', fileName: 'avatar.png' },
  { type: 'profile.save' },
]

export const profileSaveSamples: MachineSamples = {
  input: { currentUsername: 'Sakura' },
  events,
  actors: {
    checkUsernameAvailability: { output: [{ taken: false }], error: [{ message: 'Network error' }] },
    saveProfile: {
      output: [{ status: true, message: 'Profile updated' }],
      error: [{ message: 'Request failed with status code 500' }],
    },
  },
}
