import type { MachineSamples } from '../registry'
import type { QuestStepsEvent } from './events'

const events: QuestStepsEvent[] = [
  {
    type: 'progress.update',
    progress: { walletConnected: true, loggedIn: true, xUsername: 'sakura_ink', discordUsername: null },
  },
  { type: 'step.start', step: 'linkDiscord' },
]

export const questStepsSamples: MachineSamples = {
  input: { product: 'Koi', includeDiscord: true },
  events,
  actors: {},
}
