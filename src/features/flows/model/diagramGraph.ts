import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { transitionKey } from '../../../machines/paths/structure'
import { describeAction, describeDelay, describeGuard } from './describeEffect'

export type DiagramStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'

/** One state of the machine, as drawn: a box, possibly holding child states. */
export interface DiagramState {
  /** The state node's id, e.g. `login.signing`; the machine's root has the machine id. */
  id: string
  key: string
  parentId: string | null
  type: DiagramStateType
  /** True when this is the state its parent enters first. */
  initial: boolean
  description: string | null
  entry: string[]
  exit: string[]
  invoke: { id: string; src: string }[]
  tags: string[]
}

export type DiagramTransitionKind = 'event' | 'after' | 'always' | 'done' | 'error'

/** One transition: an arrow from a state to its targets (none for a transition that stays put). */
export interface DiagramTransition {
  /**
   * The key the path tests' coverage uses too (`<source>|<event>|<index>`, `(always)` for eventless),
   * so a path's taken transitions light up the right arrows.
   */
  id: string
  sourceId: string
  targetIds: string[]
  /** The event type the machine reacts to, as XState names it (`xstate.after.…` for delays). */
  eventType: string
  kind: DiagramTransitionKind
  /** What a reader sees on the arrow: the event, `after 1500 ms`, `done: fetchStatus`, `always`. */
  event: string
  guard: string | null
  actions: string[]
}

/** Everything the flows page draws and exports for one machine; this is also the JSON export. */
export interface DiagramGraph {
  machineId: string
  rootId: string
  states: DiagramState[]
  transitions: DiagramTransition[]
}

/** Reads nodes and edges straight from the machine definition, so the diagram cannot drift from the machine. */
export function toDiagramGraph(machine: AnyStateMachine): DiagramGraph {
  const states: DiagramState[] = []
  const transitions: DiagramTransition[] = []

  const namedDelays = (machine.implementations.delays ?? {}) as Record<string, unknown>
  const visit = (node: AnyStateNode): void => {
    states.push(describeState(node))
    transitions.push(...describeTransitions(node, namedDelays))
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)

  return { machineId: machine.id, rootId: machine.root.id, states, transitions }
}

function describeState(node: AnyStateNode): DiagramState {
  const parent = node.parent
  const initialOfParent =
    parent !== undefined && parent.type === 'compound' && parent.initial.target.some((target) => target === node)
  return {
    id: node.id,
    key: node.key,
    parentId: parent?.id ?? null,
    type: node.type,
    initial: initialOfParent,
    description: node.description ?? null,
    entry: ownActions(node, node.entry),
    exit: ownActions(node, node.exit),
    invoke: node.invoke.map((invocation) => ({
      id: invocation.id,
      src: typeof invocation.src === 'string' ? invocation.src : invocation.id,
    })),
    tags: [...node.tags],
  }
}

/** Drops the raise/cancel pair XState adds for each `after` transition: the arrow already says it. */
function ownActions(node: AnyStateNode, actions: readonly unknown[]): string[] {
  const delayIds = new Set<string>(node.after.map((delayed) => String(delayed.eventType)))
  return actions
    .filter((action) => {
      const scheduled = action as { id?: unknown; sendId?: unknown }
      return !delayIds.has(String(scheduled.id)) && !delayIds.has(String(scheduled.sendId))
    })
    .map(describeAction)
}

function describeTransitions(node: AnyStateNode, namedDelays: Record<string, unknown>): DiagramTransition[] {
  const result: DiagramTransition[] = []
  const delays = new Map(node.after.map((delayed) => [delayed.eventType, delayed.delay]))
  const invokedSources = new Map(
    node.invoke.map((invocation) => [
      invocation.id,
      typeof invocation.src === 'string' ? invocation.src : invocation.id,
    ]),
  )

  const push = (eventType: string, definitions: readonly AnyTransitionDefinition[]): void => {
    definitions.forEach((definition, index) => {
      const { kind, event } = describeEvent(eventType, delays, invokedSources, namedDelays)
      result.push({
        id: transitionKey(node.id, eventType === '' ? '(always)' : eventType, index),
        sourceId: node.id,
        targetIds: (definition.target ?? []).map((target) => target.id),
        eventType,
        kind,
        event,
        guard: definition.guard === undefined ? null : describeGuard(definition.guard),
        actions: definition.actions.map(describeAction),
      })
    })
  }

  for (const [eventType, definitions] of node.transitions) push(eventType, definitions)
  if (node.always) push('', node.always)
  return result
}

function describeEvent(
  eventType: string,
  delays: ReadonlyMap<string, unknown>,
  invokedSources: ReadonlyMap<string, string>,
  namedDelays: Record<string, unknown>,
): { kind: DiagramTransitionKind; event: string } {
  if (eventType === '') return { kind: 'always', event: 'always' }
  if (delays.has(eventType)) {
    const delay = delays.get(eventType)
    const value = typeof delay === 'string' ? namedDelays[delay] : undefined
    const named = typeof value === 'number' ? ` (${value} ms)` : ''
    return { kind: 'after', event: `after ${describeDelay(delay)}${named}` }
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done?.[1] !== undefined) return { kind: 'done', event: `done: ${invokedSources.get(done[1]) ?? done[1]}` }
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error?.[1] !== undefined) return { kind: 'error', event: `error: ${invokedSources.get(error[1]) ?? error[1]}` }
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'done', event: 'done' }
  return { kind: 'event', event: eventType }
}

/** Every state id from the outermost to `id` itself; used to tell nesting apart in layout and highlight. */
export function ancestorsOf(graph: DiagramGraph, id: string): string[] {
  const byId = new Map(graph.states.map((state) => [state.id, state]))
  const chain: string[] = []
  let current = byId.get(id)
  while (current) {
    chain.unshift(current.id)
    current = current.parentId === null ? undefined : byId.get(current.parentId)
  }
  return chain
}
