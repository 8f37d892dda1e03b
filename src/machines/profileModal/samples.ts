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
]

export const profileModalSamples: MachineSamples = {
  input: { name: 'Sakura', description: 'Draws koi' },
  events,
  actors: { updateProfile: { output: [undefined], error: [{ message: 'Image too large' }] } },
}
