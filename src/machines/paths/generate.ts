import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot } from 'xstate/graph'
import type { StatePath, TraversalOptions } from 'xstate/graph'
import { createEmptyActor } from 'xstate'
import type { ActorLogic, AnyActorScope, AnyMachineSnapshot, EventObject } from 'xstate'
import type { AdjacencyValue } from 'xstate/graph'
import type { MachineEntry } from '../registry'
import { provideFakes } from './fakeEffects'
import { activeDelayEvents, activeEventTypes, activeInvokes } from './structure'

/**
 * What the traversal explores: a member's event, an invoked actor settling (`xstate.done.actor.*`,
 * `xstate.error.actor.*`) or a delay elapsing (`xstate.after.*`), together with the answer of every
 * guard the machine asks while handling it. Both answers of each guard become separate edges.
 */
export type PathEvent = EventObject & { guards?: Record<string, boolean> }
export type MachinePath = StatePath<AnyMachineSnapshot, PathEvent>

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
  logic: ActorLogic<AnyMachineSnapshot, PathEvent, unknown>
  options: TraversalOptions<AnyMachineSnapshot, PathEvent, unknown>
}

function withoutGuards(event: PathEvent): EventObject {
  const { guards: _guards, ...rest } = event
  return rest
}

/** A scope for pure transitions that only probe which guards are asked: nothing runs, nothing is sent. */
function probeScope(): AnyActorScope {
  const empty = createEmptyActor()
  return {
    self: empty,
    logger: () => undefined,
    id: '',
    sessionId: 'paths',
    defer: () => undefined,
    system: empty.system,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  }
}

function traversalFor(entry: MachineEntry): TraversalLogic {
  let answer: (name: string) => boolean = () => false
  const scope = probeScope()
  const machine = provideFakes(entry.machine, { answerGuard: (name) => answer(name) })
  const logic: ActorLogic<AnyMachineSnapshot, PathEvent, unknown> = {
    transition: (snapshot, event, scope) => {
      const chosen = event.guards ?? {}
      answer = (name) => chosen[name] ?? false
      return machine.transition(snapshot, withoutGuards(event), scope)
    },
    getInitialSnapshot: (scope, input) => {
      answer = () => false
      return machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot
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
      machine.transition(snapshot, event, scope as Parameters<typeof machine.transition>[2])
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

  const events = (snapshot: AnyMachineSnapshot): PathEvent[] => {
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
    for (const delay of activeDelayEvents(snapshot)) base.push({ type: delay.type })
    return base.flatMap((event) => withGuardChoices(snapshot, event))
  }

  return {
    logic,
    options: {
      input: entry.samples.input,
      events,
      serializeState: (snapshot) => serializeSnapshot(snapshot),
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

/** Generates the paths of a registered machine from the machine itself, with `xstate/graph`. */
export function generatePaths(entry: MachineEntry): GeneratedPaths {
  const { logic, options } = traversalFor(entry)
  const toStates = getShortestPaths(logic, options)
  const byState = new Map<string, MachinePath>(toStates.map((path) => [serializeSnapshot(path.state), path]))

  // Shortest path through every edge: the shortest path to its source, then the edge itself.
  const adjacency = getAdjacencyMap(logic, options)
  const toEdges: MachinePath[] = []
  for (const [stateKey, value] of Object.entries(adjacency) as [
    string,
    AdjacencyValue<AnyMachineSnapshot, PathEvent>,
  ][]) {
    const head = byState.get(stateKey)
    if (!head) continue
    for (const edge of Object.values(value.transitions)) {
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
  if (distinctStates <= SIMPLE_PATHS_STATE_LIMIT) {
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
