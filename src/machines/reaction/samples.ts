import type { MachineSamples } from '../registry'
import type { ReactionEvent } from './events'

const events: ReactionEvent[] = [{ type: 'reaction.toggle' }]

export const reactionSamples: MachineSamples = {
  input: { active: false, count: 12 },
  events,
  actors: {
    updateReaction: {
      output: [undefined],
      error: [
        { message: 'Request failed with status code 401' },
        { reason: 'linkRequired', message: 'Link your X account to love a submission' },
      ],
    },
  },
}
