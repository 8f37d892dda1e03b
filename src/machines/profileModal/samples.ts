import type { MachineSamples } from '../registry'
import type { ProfileModalEvent } from './events'

const events: ProfileModalEvent[] = [
  { type: 'modal.open' },
  { type: 'modal.close' },
  { type: 'field.change', field: 'description', value: 'Ink artist from Kyoto' },
  { type: 'field.change', field: 'name', value: '' },
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
    updateProfile: {
      output: [undefined],
      error: [{ status: 413, message: 'Image too large' }, { message: 'Failed to fetch' }],
    },
  },
}
