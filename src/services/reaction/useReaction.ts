import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { createActor, type ActorRefFrom } from 'xstate'
import { selectIsReactionActive, selectIsUpdating, selectReactionCount } from '../../machines/reaction/selectors'
import { inspector, whenInspectionOn } from '../inspection'
import { provideReactionEffects, type ReactionEffectsDeps } from './reactionEffects'

export interface ReactionView {
  active: boolean
  count: number
  busy: boolean
  toggle: () => void
}

/** The machine with effects that read `latest` at each call, so a session that changes after mounting is seen at the click. */
const machineReading = (latest: RefObject<ReactionEffectsDeps>) =>
  provideReactionEffects({
    gate: () => latest.current.gate(),
    openWalletDialog: () => latest.current.openWalletDialog(),
    promptXSignIn: () => latest.current.promptXSignIn(),
    notify: (notice) => latest.current.notify(notice),
    update: (active) => latest.current.update(active),
    refresh: () => latest.current.refresh(),
  })

type ReactionActor = ActorRefFrom<ReturnType<typeof machineReading>>

/** The server's flag and count: the machine's input. */
type ServerReaction = { active: boolean; count: number }

/** `value` as of the latest render, for effects made once that run later. */
function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value)
  latest.current = value
  return latest
}

/**
 * One reaction actor for one reactable thing, started with the server's flag and count and
 * inspected under `inspectionId` (`reaction:<what it reacts to>`), so each heart of a page is its
 * own run on the flows page and in the walks. The
 * effects are read through a ref, so a session that changes after mounting is seen at the click;
 * remount (a React `key` on the server's values) to start again from newer server values.
 */
export function useReaction(
  initial: ServerReaction,
  deps: ReactionEffectsDeps,
  inspectionId: `reaction:${string}`,
): ReactionView {
  const latest = useLatest(deps)
  // provided once: `provide` builds the machine's whole state tree again, and the actor keeps the
  // first machine anyway (a gallery renders a heart per tile, again at each of its renders)
  const [machine] = useState(() => machineReading(latest))
  const actor = useActorRef(machine, { input: initial, inspect: inspector(inspectionId) })
  const active = useSelector(actor, selectIsReactionActive)
  const count = useSelector(actor, selectReactionCount)
  const busy = useSelector(actor, selectIsUpdating)
  return { active, count, busy, toggle: () => actor.send({ type: 'reaction.toggle' }) }
}

/**
 * `useReaction` whose actor starts with the first toggle, which it then takes: until then the view
 * is the server's flag and count (the machine's input, its initial state), and the same element
 * shows it throughout. For a page of many reactable things (a gallery's 25 tiles), which otherwise
 * starts as many machines while it hydrates, one long task on a phone. Under live inspection (the
 * flows page, the machine walks) the actor starts at once, so its run is there to follow from the
 * start.
 */
export function useReactionOnDemand(
  initial: ServerReaction,
  deps: ReactionEffectsDeps,
  inspectionId: `reaction:${string}`,
): ReactionView {
  const latest = useLatest(deps)
  const first = useRef(initial)
  const running = useRef<ReactionActor | null>(null)
  const [actor, setActor] = useState<ReactionActor | null>(null)
  const start = () => {
    if (!running.current) {
      running.current = createActor(machineReading(latest), {
        input: first.current,
        inspect: inspector(inspectionId),
      }).start()
      setActor(running.current)
    }
    return running.current
  }
  const startRef = useLatest(start)
  useEffect(() => {
    const stopListening = whenInspectionOn(() => startRef.current())
    return () => {
      stopListening()
      running.current?.stop()
      running.current = null
    }
  }, [startRef])
  const snapshotOf = actor ?? undefined
  const active = useSelector(snapshotOf, (snapshot) => (snapshot ? selectIsReactionActive(snapshot) : initial.active))
  const count = useSelector(snapshotOf, (snapshot) => (snapshot ? selectReactionCount(snapshot) : initial.count))
  const busy = useSelector(snapshotOf, (snapshot) => (snapshot ? selectIsUpdating(snapshot) : false))
  return { active, count, busy, toggle: () => start().send({ type: 'reaction.toggle' }) }
}
