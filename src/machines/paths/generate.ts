import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot } from 'xstate/graph'
import type { StatePath, TraversalOptions } from 'xstate/graph'
import { createEmptyActor } from 'xstate'
import type { ActorLogic, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import type { AdjacencyValue } from 'xstate/graph'
import type { MachineEntry } from '../registry'
import { provideFakes } from './fakeEffects'
import { activeEventTypes, activeInvokes } from './structure'

/**
 * What the traversal explores: a member's event, an invoked actor settling (`xstate.done.actor.*`,
 * `xstate.error.actor.*`) or a delay elapsing (`xstate.after.*`), together with the answer of every
 * guard the machine asks while handling it. Both answers of each guard become separate edges, except
 * for the guards the entry's rules decide: those judge the event's own payload, so a path never pairs
 * an answer from the server with a contradicting condition.
 */
export type PathEvent = EventObject & {
  guards?: Record<string, boolean>
  /** Other delays due at the very same time, fired right after this one. */
  simultaneous?: string[]
}
export type MachinePath = StatePath<TimedSnapshot, PathEvent>

/** Above this many distinct states, simple paths (all loop-free routes) are not enumerated. */
export const SIMPLE_PATHS_STATE_LIMIT = 24

export interface GeneratedPaths {
  /** Shortest path to every state, then shortest path through every edge, prefixes removed. */
  paths: MachinePath[]
  shortestToStates: number
  shortestToEdges: number
  simple: number
  /** Why simple paths were left out, when they were. */
  simpleSkipped: string | null
  distinctStates: number
}

interface TraversalLogic {
  logic: ActorLogic<TimedSnapshot, PathEvent, unknown>
  options: TraversalOptions<TimedSnapshot, PathEvent, unknown>
}

function withoutGuards(event: PathEvent): EventObject {
  const { guards: _guards, simultaneous: _simultaneous, ...rest } = event
  return rest
}

type MachineScope = Parameters<AnyStateMachine['transition']>[2]

interface ScheduleRecorder {
  scope: MachineScope
  /** Delayed events scheduled (`xstate.raise` with a delay) or cancelled during the last transition. */
  take(): { scheduled: Map<string, number>; cancelled: Set<string> }
}

/**
 * A scope for pure transitions: nothing runs and nothing is sent, but delayed events the machine
 * schedules or cancels are noted, so the traversal knows which delay fires first.
 */
function scheduleRecorder(): ScheduleRecorder {
  const empty = createEmptyActor()
  let scheduled = new Map<string, number>()
  let cancelled = new Set<string>()
  const scope = {
    self: empty,
    logger: () => undefined,
    id: '',
    sessionId: 'paths',
    defer: () => undefined,
    system: empty.system,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: (action: { type: string; params: unknown }) => {
      const params = action.params as { event?: EventObject; delay?: unknown; sendId?: unknown } | undefined
      if (action.type === 'xstate.raise' && typeof params?.delay === 'number' && params.event) {
        scheduled.set(params.event.type, params.delay)
        cancelled.delete(params.event.type)
      }
      if (action.type === 'xstate.cancel' && typeof params?.sendId === 'string') {
        scheduled.delete(params.sendId)
        cancelled.add(params.sendId)
      }
    },
  } as unknown as MachineScope
  return {
    scope,
    take: () => {
      const result = { scheduled, cancelled }
      scheduled = new Map()
      cancelled = new Set()
      return result
    },
  }
}

/** A machine snapshot with the delayed events still waiting, and the milliseconds left for each. */
export type TimedSnapshot = {
  status: 'active'
  output: undefined
  error: undefined
  machine: AnyMachineSnapshot
  timers: Record<string, number>
}

function withTimers(
  machine: AnyMachineSnapshot,
  before: Record<string, number>,
  recorder: ScheduleRecorder,
): TimedSnapshot {
  const { scheduled, cancelled } = recorder.take()
  const timers = Object.fromEntries(Object.entries(before).filter(([type]) => !cancelled.has(type)))
  for (const [type, ms] of scheduled) timers[type] = ms
  return { status: 'active', output: undefined, error: undefined, machine, timers }
}

function traversalFor(entry: MachineEntry): TraversalLogic {
  let answer: (name: string) => boolean = () => false
  const recorder = scheduleRecorder()
  const probe = scheduleRecorder()
  const machine = provideFakes(entry.machine, {
    answerGuard: (name) => answer(name),
    ...(entry.rules ? { rules: entry.rules } : {}),
  })
  const logic: ActorLogic<TimedSnapshot, PathEvent, unknown> = {
    transition: (state, event) => {
      const chosen = event.guards ?? {}
      answer = (name) => chosen[name] ?? false
      let timers = state.timers
      const elapsed = timers[event.type]
      if (elapsed === undefined) {
        recorder.take()
        return withTimers(machine.transition(state.machine, withoutGuards(event), recorder.scope), timers, recorder)
      }
      // Time passes until this delay fires; every other waiting delay is that much closer.
      timers = Object.fromEntries(Object.entries(timers).map(([type, ms]) => [type, ms - elapsed]))
      let next: TimedSnapshot = { ...state, timers }
      for (const type of [event.type, ...(event.simultaneous ?? [])]) {
        if (next.timers[type] === undefined) continue // cancelled by the delay that fired just before
        const remaining = Object.fromEntries(Object.entries(next.timers).filter(([other]) => other !== type))
        recorder.take()
        next = withTimers(machine.transition(next.machine, { type }, recorder.scope), remaining, recorder)
      }
      return next
    },
    getInitialSnapshot: (_scope, input) => {
      answer = () => false
      recorder.take()
      return withTimers(machine.getInitialSnapshot(recorder.scope, input), {}, recorder)
    },
    getPersistedSnapshot: (snapshot) => snapshot,
  }

  /** Every guard-answer combination that makes a difference while handling `event` in `snapshot`. */
  const withGuardChoices = (snapshot: AnyMachineSnapshot, event: EventObject): PathEvent[] => {
    const found: PathEvent[] = []
    const explore = (chosen: Record<string, boolean>) => {
      const asked: string[] = []
      answer = (name) => {
        if (name in chosen) return chosen[name] ?? false
        if (!asked.includes(name)) asked.push(name)
        return false
      }
      machine.transition(snapshot, event, probe.scope)
      probe.take()
      const next = asked[0]
      if (next === undefined) {
        found.push(Object.keys(chosen).length ? { ...event, guards: chosen } : event)
        return
      }
      explore({ ...chosen, [next]: false })
      explore({ ...chosen, [next]: true })
    }
    explore({})
    return found
  }

  const events = (state: TimedSnapshot): PathEvent[] => {
    const snapshot = state.machine
    if (snapshot.status !== 'active') return []
    const types = activeEventTypes(snapshot)
    const base: EventObject[] = entry.samples.events.filter((event) => types.has(event.type))
    for (const site of activeInvokes(snapshot)) {
      const samples = entry.samples.actors[site.src]
      if (!samples) throw new Error(`${entry.id}: samples.actors has no entry for "${site.src}"`)
      if (site.handlesDone) {
        for (const output of samples.output) base.push({ type: `xstate.done.actor.${site.id}`, output } as EventObject)
      }
      if (site.handlesError) {
        for (const error of samples.error) base.push({ type: `xstate.error.actor.${site.id}`, error } as EventObject)
      }
    }
    // Only the delay due first can fire next: a later one would need the earlier one to fire on the way.
    const waiting = Object.entries(state.timers)
    const soonest = Math.min(...waiting.map(([, ms]) => ms))
    const due = waiting.filter(([, ms]) => ms === soonest).map(([type]) => type)
    const [first, ...simultaneous] = due
    const choices = base.flatMap((event) => withGuardChoices(snapshot, event))
    if (first === undefined) return choices
    const delayEvent: PathEvent = simultaneous.length ? { type: first, simultaneous } : { type: first }
    // Guards asked by the first delay's transition; simultaneous ones answer the same way.
    return [...choices, ...withGuardChoices(snapshot, { type: first }).map((event) => ({ ...event, ...delayEvent }))]
  }

  return {
    logic,
    options: {
      input: entry.samples.input,
      events,
      serializeState: (state) => `${serializeSnapshot(state.machine)}|${JSON.stringify(state.timers)}`,
      serializeEvent: (event) => JSON.stringify(event),
      limit: 20_000,
    },
  }
}

const eventKey = (path: MachinePath) => path.steps.map((step) => JSON.stringify(step.event)).join('\n')

/** Drops paths whose event sequence is a prefix of another path's: walking the longer one covers both. */
function withoutPrefixes(paths: MachinePath[]): MachinePath[] {
  const unique = new Map<string, MachinePath>()
  for (const path of paths) unique.set(eventKey(path), path)
  const keys = [...unique.keys()]
  return [...unique.entries()]
    .filter(([key]) => !keys.some((other) => other !== key && other.startsWith(`${key}\n`)))
    .map(([, path]) => path)
}

/**
 * Generates the paths of a registered machine from the machine itself, with `xstate/graph`. The
 * covering set (`simple: false`) is the shortest path to every state and through every transition;
 * the full set adds every loop-free path where the machine is small enough.
 */
export function generatePaths(entry: MachineEntry, { simple: withSimple = true } = {}): GeneratedPaths {
  const { logic, options } = traversalFor(entry)
  const toStates = getShortestPaths(logic, options)
  const serialize = options.serializeState ?? ((state: TimedSnapshot) => JSON.stringify(state))
  const byState = new Map<string, MachinePath>(toStates.map((path) => [serialize(path.state, undefined), path]))

  // Shortest path through every edge: the shortest path to its source, then the edge itself.
  const adjacency = getAdjacencyMap(logic, options)
  const toEdges: MachinePath[] = []
  const seenEdges = new Set<string>()
  for (const [stateKey, value] of Object.entries(adjacency) as [string, AdjacencyValue<TimedSnapshot, PathEvent>][]) {
    const head = byState.get(stateKey)
    if (!head) continue
    for (const edge of Object.values(value.transitions)) {
      // One path per edge of the machine's own graph. An actor's output or error stays part of the edge:
      // rule guards judge it, so two payloads ending in the same state may have taken different branches.
      const structural = `${JSON.stringify(head.state.machine.value)}|${JSON.stringify(edge.event)}|${JSON.stringify(edge.state.machine.value)}`
      if (seenEdges.has(structural)) continue
      seenEdges.add(structural)
      toEdges.push({
        state: edge.state,
        steps: [...head.steps, { state: edge.state, event: edge.event }],
        weight: head.weight + 1,
      })
    }
  }

  const distinctStates = Object.keys(adjacency).length
  let simple: MachinePath[] = []
  let simpleSkipped: string | null = null
  if (!withSimple) {
    simpleSkipped = 'the covering set: shortest paths to every state and through every transition'
  } else if (distinctStates <= SIMPLE_PATHS_STATE_LIMIT) {
    simple = getSimplePaths(logic, options)
  } else {
    simpleSkipped = `${distinctStates} distinct states (data included) exceed the limit of ${SIMPLE_PATHS_STATE_LIMIT} for enumerating every loop-free path`
  }

  return {
    paths: withoutPrefixes([...toStates, ...toEdges, ...simple]),
    shortestToStates: toStates.length,
    shortestToEdges: toEdges.length,
    simple: simple.length,
    simpleSkipped,
    distinctStates,
  }
}
