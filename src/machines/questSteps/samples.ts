import type { MachineSamples } from '../registry'
import type { QuestStepsEvent } from './events'

// The member's progress one step at a time, each update leaving a different step current.
const events: QuestStepsEvent[] = [
  {
    type: 'progress.update',
    progress: { walletConnected: true, loggedIn: false, xUsername: null, discordUsername: null },
  },
  {
    type: 'progress.update',
    progress: { walletConnected: true, loggedIn: true, xUsername: null, discordUsername: null },
  },
  {
    type: 'progress.update',
    progress: { walletConnected: true, loggedIn: true, xUsername: 'sakura_ink', discordUsername: null },
  },
  {
    type: 'progress.update',
    progress: { walletConnected: true, loggedIn: true, xUsername: 'sakura_ink', discordUsername: 'sakura_koi' },
  },
  // the member presses a step's button: only the current step's is taken
  { type: 'step.start', step: 'connect' },
  { type: 'step.start', step: 'sign' },
  { type: 'step.start', step: 'linkX' },
  { type: 'step.start', step: 'linkDiscord' },
]

export const questStepsSamples: MachineSamples = {
  input: { product: 'Koi', includeDiscord: true },
  events,
  actors: {},
}
