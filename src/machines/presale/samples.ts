import type { MachineSamples } from '../registry'
import type { PresaleEvent } from './events'

const events: PresaleEvent[] = [{ type: 'presale.refresh' }]
const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export const presaleSamples: MachineSamples = {
  events,
  actors: {
    readPresale: {
      output: [
        { owner, stage: 2, price: '50000000000000000' },
        { owner, stage: 0, price: '0' },
      ],
      error: [{ message: 'could not read contract' }],
    },
  },
}
