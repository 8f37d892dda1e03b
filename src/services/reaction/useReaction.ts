import { useActorRef, useSelector } from '@xstate/react'
import { useRef, useState } from 'react'
import { selectIsReactionActive, selectIsUpdating, selectReactionCount } from '../../machines/reaction/selectors'
import { inspector } from '../inspection'
import { provideReactionEffects, type ReactionEffectsDeps } from './reactionEffects'

export interface ReactionView {
  active: boolean
  count: number
  busy: boolean
  toggle: () => void
}

/**
 * One reaction actor for one reactable thing, started with the server's flag and count and
 * inspected under `inspectionId` (`reaction:<what it reacts to>`), so each heart of a page is its
 * own run on the flows page and in the walks. The
 * effects are read through a ref, so a session that changes after mounting is seen at the click;
 * remount (a React `key` on the server's values) to start again from newer server values.
 */
export function useReaction(
  initial: { active: boolean; count: number },
  deps: ReactionEffectsDeps,
  inspectionId: `reaction:${string}`,
): ReactionView {
  const latest = useRef(deps)
  latest.current = deps
  // provided once: `provide` builds the machine's whole state tree again, and the actor keeps the
  // first machine anyway (a gallery renders a heart per tile, again at each of its renders)
  const [machine] = useState(() =>
    provideReactionEffects({
      gate: () => latest.current.gate(),
      openWalletDialog: () => latest.current.openWalletDialog(),
      promptXSignIn: () => latest.current.promptXSignIn(),
      notify: (notice) => latest.current.notify(notice),
      update: (active) => latest.current.update(active),
      refresh: () => latest.current.refresh(),
    }),
  )
  const actor = useActorRef(machine, { input: initial, inspect: inspector(inspectionId) })
  const active = useSelector(actor, selectIsReactionActive)
  const count = useSelector(actor, selectReactionCount)
  const busy = useSelector(actor, selectIsUpdating)
  return { active, count, busy, toggle: () => actor.send({ type: 'reaction.toggle' }) }
}
