import { fromPromise } from 'xstate'
import type { ReactionRefusal } from '../../machines/reaction/events'
import { reactionRules } from '../../machines/reaction/guards'
import { reactionMachine } from '../../machines/reaction/machine'
import type { Notice } from '../../machines/notice'
import { ApiError } from '../api'
import { LINK_X_TO_REACT } from '../api/contract/constants'

/** The server's refusal until the member links an X account, in the shape the machine's rule reads. */
class LinkRequired extends Error implements ReactionRefusal {
  readonly reason = 'linkRequired'
}

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
        await deps.update(input.active).catch((error: unknown) => {
          // the server's reason, recognised so the machine can ask for X as its gate does
          if (error instanceof ApiError && error.status === 403 && error.message === LINK_X_TO_REACT)
            throw new LinkRequired(error.message)
          throw error
        })
      }),
    },
    actions: {
      notify: (_, notice) => deps.notify(notice),
      openWalletDialog: () => deps.openWalletDialog(),
      promptXSignIn: () => deps.promptXSignIn(),
      refreshList: () => deps.refresh(),
    },
    guards: {
      ...reactionRules,
      hasWallet: () => deps.gate().hasWallet,
      isLoggedIn: () => deps.gate().isLoggedIn,
      hasLinkedX: () => deps.gate().hasLinkedX,
    },
  })
}
