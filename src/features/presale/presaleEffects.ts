import { fromPromise } from 'xstate'
import type { PresaleRead } from '../../machines/presale/events'
import { presaleMachine } from '../../machines/presale/machine'
import { presaleRules } from '../../machines/presale/guards'
import type { ApiClient } from '../../services/api'

/** Reads the presale contract: owner, stage, and that stage's price. */
export type PresaleReader = () => Promise<PresaleRead>

/**
 * The presale contract as the server reads it from the configured chain (`/api/presale`). The page
 * then needs no chain code of its own: viem's client code ran as one long task of a phone's main
 * thread after the swaps page painted, and its reads were more.
 */
export function serverPresaleReader(api: ApiClient): PresaleReader {
  return async () => {
    const { owner, stage, price } = await api.call('getPresale')
    return { owner, stage, price }
  }
}

/** The presale machine with the contract read and the spec's rule for a local sale. */
export function providePresaleEffects(read: PresaleReader) {
  return presaleMachine.provide({
    actors: { readPresale: fromPromise<PresaleRead, void>(() => read()) },
    guards: presaleRules,
  })
}
