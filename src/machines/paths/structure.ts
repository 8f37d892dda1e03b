import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'

/** An invoked actor declared on a state node. */
export interface InvokeSite {
  id: string
  src: string
  stateId: string
  handlesDone: boolean
  handlesError: boolean
}

/** One transition of the machine, named so that reports and coverage can count it. */
export interface TransitionSite {
  key: string
  source: string
  eventType: string
  index: number
  guard: string | undefined
  targets: string[]
  /** For `onDone` and `onError`: the invoked actor's source name, e.g. `saveProfile`. */
  call?: string
  /** For `after`: the delay in milliseconds. */
  delayMs?: number
}

export function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return snapshot._nodes
}

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = []
  const visit = (node: AnyStateNode) => {
    nodes.push(node)
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)
  return nodes
}

/** Invocations of the active state nodes: those whose actors are running now. */
export function activeInvokes(snapshot: AnyMachineSnapshot): InvokeSite[] {
  return activeNodes(snapshot).flatMap((node) =>
    node.invoke.map((invoke) => ({
      id: invoke.id,
      src: typeof invoke.src === 'string' ? invoke.src : 'inline actor',
      stateId: node.id,
      handlesDone: node.transitions.has(`xstate.done.actor.${invoke.id}`),
      handlesError: node.transitions.has(`xstate.error.actor.${invoke.id}`),
    })),
  )
}

/** Event types of the delayed transitions of the active state nodes (`xstate.after.<delay>.<state>`). */
export function activeDelayEvents(snapshot: AnyMachineSnapshot): { type: string; delay: string | number }[] {
  const seen = new Map<string, string | number>()
  for (const node of activeNodes(snapshot)) {
    for (const transition of node.after) {
      seen.set(String(transition.eventType), typeof transition.delay === 'function' ? 'computed' : transition.delay)
    }
  }
  return [...seen].map(([type, delay]) => ({ type, delay }))
}

/** Event types some active state node reacts to (wildcards are not used by these machines). */
export function activeEventTypes(snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(activeNodes(snapshot).flatMap((node): string[] => node.ownEvents.map(String)))
}

function guardName(transition: AnyTransitionDefinition): string | undefined {
  const guard: unknown = transition.guard
  if (guard === undefined) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string')
    return guard.type
  // stateIn(...) is a function carrying the state it asks about
  if (typeof guard === 'function' && 'stateValue' in guard && typeof guard.stateValue === 'string')
    return `in ${guard.stateValue}`
  return 'inline guard'
}

export function transitionKey(source: string, eventType: string, index: number): string {
  return `${source}|${eventType}|${index}`
}

/** Every transition: each `on`, `after`, `always`, `onDone` and `onError` branch, one per guard branch. */
export function allTransitions(machine: AnyStateMachine): TransitionSite[] {
  const sites: TransitionSite[] = []
  for (const node of allStateNodes(machine)) {
    const groups: [string, AnyTransitionDefinition[]][] = [...node.transitions.entries()]
    if (node.always?.length) groups.push(['(always)', node.always])
    for (const [eventType, transitions] of groups) {
      const call = node.invoke.find(
        (invoke) => eventType === `xstate.done.actor.${invoke.id}` || eventType === `xstate.error.actor.${invoke.id}`,
      )?.src
      const delay = node.after.find((transition) => transition.eventType === eventType)?.delay
      const delays = machine.implementations.delays as Record<string, unknown>
      const delayMs = typeof delay === 'number' ? delay : typeof delay === 'string' ? delays[delay] : undefined
      transitions.forEach((transition, index) => {
        sites.push({
          ...(typeof call === 'string' ? { call } : {}),
          ...(typeof delayMs === 'number' ? { delayMs } : {}),
          key: transitionKey(node.id, eventType, index),
          source: node.id,
          eventType,
          index,
          guard: guardName(transition),
          targets: (transition.target ?? []).map((target) => target.id),
        })
      })
    }
  }
  return sites
}

/** The key of a transition object taken at run time, found on its source node. */
export function keyOfTakenTransition(transition: AnyTransitionDefinition): string | undefined {
  const source = transition.source
  const always = source.always ?? []
  const alwaysIndex = always.indexOf(transition)
  if (alwaysIndex >= 0) return transitionKey(source.id, '(always)', alwaysIndex)
  const eventType = String(transition.eventType)
  const group = source.transitions.get(eventType)
  const index = group ? group.indexOf(transition) : -1
  return index >= 0 ? transitionKey(source.id, eventType, index) : undefined
}

/**
 * States left the moment they are entered, by an eventless (`always`) transition with no
 * condition: nothing ever rests in them, so the page never shows them.
 */
export function transientStateIds(machine: AnyStateMachine): Set<string> {
  return new Set(
    allStateNodes(machine)
      .filter((node) => (node.always ?? []).some((transition) => transition.guard === undefined))
      .map((node) => node.id),
  )
}
