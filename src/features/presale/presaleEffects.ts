import { fromPromise } from 'xstate'
import type { PresaleRead } from '../../machines/presale/events'
import { presaleMachine } from '../../machines/presale/machine'
import { presaleRules } from '../../machines/presale/guards'
import type { Env } from '../../services/config/env'
import { afterFirstPaint } from '../../ui/viewport/afterFirstPaint'
import { nextTask } from '../../ui/viewport/nextTask'

/** Reads the presale contract: owner, stage, and that stage's price. */
export type PresaleReader = () => Promise<PresaleRead>

/**
 * The configured chain's presale, with viem and the chain code (about 80 KB) fetched at the first
 * read, once the page has painted: on a slow connection they would otherwise share it with the
 * page's first paint (`presaleChain.ts`). Its modules run in a task of their own, the first read in
 * the next: together they were one long task on a slow phone.
 */
export function browserPresaleReader(env: Pick<Env, 'chainId' | 'rpcUrl' | 'contracts'>): PresaleReader {
  let reader: Promise<PresaleReader> | undefined
  return async () => {
    reader ??= afterFirstPaint()
      .then(() => import('./presaleChain'))
      .then(async (chain) => {
        await nextTask()
        return chain.configuredPresaleReader(env)
      })
    return (await reader)()
  }
}

/** The presale machine with the contract read and the spec's rule for a local sale. */
export function providePresaleEffects(read: PresaleReader) {
  return presaleMachine.provide({
    actors: { readPresale: fromPromise<PresaleRead, void>(() => read()) },
    guards: presaleRules,
  })
}
