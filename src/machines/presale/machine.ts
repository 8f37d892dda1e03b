import { assign, fromPromise, setup } from 'xstate'
import { missingEffect } from '../notice'
import type { PresaleEvent, PresaleRead, PresaleStage } from './events'
import { stageOf } from './rules'

export interface PresaleContext {
  owner: string | null
  stage: PresaleStage
  priceWei: string
}

const flow = 'presale'

export const presaleMachine = setup({
  types: { context: {} as PresaleContext, events: {} as PresaleEvent },
  actors: {
    readPresale: fromPromise<PresaleRead, void>(() => missingEffect(flow, 'actor', 'readPresale')),
  },
  guards: {
    /** The stage is not none and the stage price is above zero (see `isLocalSaleActive`). */
    isLocalSaleActive: () => missingEffect(flow, 'guard', 'isLocalSaleActive'),
  },
}).createMachine({
  id: 'presale',
  context: { owner: null, stage: 'none', priceWei: '0' },
  initial: 'reading',
  states: {
    reading: {
      tags: ['busy'],
      invoke: {
        src: 'readPresale',
        onDone: {
          target: 'loaded',
          actions: assign(({ event }) => ({
            owner: event.output.owner,
            stage: stageOf(event.output.stage),
            priceWei: event.output.price,
          })),
        },
        onError: { target: 'readFailed' },
      },
    },
    loaded: {
      initial: 'deciding',
      on: { 'presale.refresh': '#presale.reading' },
      states: {
        deciding: { always: [{ guard: 'isLocalSaleActive', target: 'saleActive' }, { target: 'saleInactive' }] },
        saleActive: { tags: ['saleActive'] },
        saleInactive: {},
      },
    },
    readFailed: { tags: ['readFailed'], on: { 'presale.refresh': 'reading' } },
  },
})
