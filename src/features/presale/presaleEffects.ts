import { fromPromise } from 'xstate'
import type { PresaleRead } from '../../machines/presale/events'
import { presaleMachine } from '../../machines/presale/machine'
import { presaleRules } from '../../machines/presale/guards'
import { readPresale } from '../../services/chain'
import type { PublicClient, Address } from 'viem'

/** Reads the presale contract: owner, stage, and that stage's price. */
export type PresaleReader = () => Promise<PresaleRead>

export function chainPresaleReader(client: PublicClient, presale: string): PresaleReader {
  return async () => {
    const state = await readPresale(client, presale as Address)
    return { owner: state.owner, stage: state.stage, price: state.price.toString() }
  }
}

/** The presale machine with the contract read and the spec's rule for a local sale. */
export function providePresaleEffects(read: PresaleReader) {
  return presaleMachine.provide({
    actors: { readPresale: fromPromise<PresaleRead, void>(() => read()) },
    guards: presaleRules,
  })
}
