import type { MachineSamples } from '../registry'
import type { ProfileModalEvent } from './events'

const events: ProfileModalEvent[] = [
  { type: 'modal.open' },
  { type: 'modal.close' },
  { type: 'field.change', field: 'description', value: 'Ink artist from Kyoto' },
  // a new name, the saved one in another case, too short, cleared
  { type: 'name.change', value: 'sakura_ink' },
  { type: 'name.change', value: 'SAKURA' },
  { type: 'name.change', value: 'k' },
  { type: 'name.change', value: '' },
  { type: 'image.select', fileName: 'portrait.png', mimeType: 'image/png' },
  { type: 'image.select', fileName: 'portrait.gif', mimeType: 'image/gif' },
  { type: 'profile.update' },
  { type: 'upload.cancel' },
]

export const profileModalSamples: MachineSamples = {
  input: { name: 'Sakura', description: 'Draws koi' },
  events,
  // refused by the server (its status and message), or failed on the way (no answer)
  actors: {
    // the availability call answers true (taken) or false (available)
    checkUsernameAvailability: { output: [false, true], error: [{ message: 'Network error' }] },
    updateProfile: {
      output: [undefined],
      error: [{ status: 413, message: 'Image too large' }, { message: 'Failed to fetch' }],
    },
  },
}
