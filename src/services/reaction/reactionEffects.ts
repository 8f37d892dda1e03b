import { fromPromise } from 'xstate'
import { reactionMachine } from '../../machines/reaction/machine'
import type { Notice } from '../../machines/notice'

/** Where the member stands on the way to reacting, read at the moment of the click. */
export interface ReactionGate {
  hasWallet: boolean
  isLoggedIn: boolean
  hasLinkedX: boolean
}

export interface ReactionEffectsDeps {
  /** Read each time the member reacts, so a wallet or session that appeared since counts. */
  gate: () => ReactionGate
  /** No wallet: the wallet connect dialog. */
  openWalletDialog: () => void
  /** No linked X: ask the member to sign in with X. */
  promptXSignIn: () => void
  /** The machine's toasts ('Please sign signature to continue'). */
  notify: (notice: Notice) => void
  /** The server call; `active` is the flag after the toggle. A rejection rolls the toggle back. */
  update: (active: boolean) => Promise<unknown>
  /** After a successful call: the list refetches with the server's counts. */
  refresh: () => void
}

/**
 * The reaction machine with its real effects, for one reactable thing (a gallery tile, an item).
 * The galleries and the item page both mount it through `useReaction`.
 */
export function provideReactionEffects(deps: ReactionEffectsDeps) {
  return reactionMachine.provide({
    actors: {
      updateReaction: fromPromise<void, { active: boolean }>(async ({ input }) => {
        await deps.update(input.active)
      }),
    },
    actions: {
      notify: (_, notice) => deps.notify(notice),
      openWalletDialog: () => deps.openWalletDialog(),
      promptXSignIn: () => deps.promptXSignIn(),
      refreshList: () => deps.refresh(),
    },
    guards: {
      hasWallet: () => deps.gate().hasWallet,
      isLoggedIn: () => deps.gate().isLoggedIn,
      hasLinkedX: () => deps.gate().hasLinkedX,
    },
  })
}
