import type { AnyMachineSnapshot, EventObject, InspectionEvent } from 'xstate'
import type { MachineEntry } from '../registry'
import { simulate } from '../simulation'
import type { GuardEvaluation, Simulation, SimulationStep } from '../simulation'
import type { MachinePath, PathEvent } from './generate'
import { keyOfTakenTransition } from './structure'

/** What walking one generated path on a real actor reached. */
export interface WalkResult {
  /** The path as a person reads it: events, actor results, elapsed delays, guard answers. */
  description: string[]
  /** Null when every step reached the state the path predicted, else what differed. */
  mismatch: string | null
  statesReached: Set<string>
  transitionsTaken: Set<string>
  guardEvaluations: GuardEvaluation[]
}

const DONE = 'xstate.done.actor.'
const ERROR = 'xstate.error.actor.'
const AFTER = 'xstate.after.'

function brief(value: unknown): string {
  if (value === undefined) return ''
  const text = JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

function payloadOf(event: EventObject): string {
  const { type: _type, ...payload } = event as EventObject & Record<string, unknown>
  return Object.keys(payload).length ? ` ${brief(payload)}` : ''
}

/** Turns one traversal event into simulation steps, and says in words what happens. */
export function toSimulationSteps(
  event: PathEvent,
  simulation: Simulation,
): { steps: SimulationStep[]; words: string } {
  const steps: SimulationStep[] = Object.entries(event.guards ?? {}).map(([name, outcome]) => ({
    kind: 'guard',
    name,
    outcome,
  }))
  const guardWords = Object.entries(event.guards ?? {})
    .map(([name, outcome]) => `${name}: ${outcome ? 'yes' : 'no'}`)
    .join(', ')
  const suffix = guardWords ? ` (${guardWords})` : ''
  const { guards: _guards, simultaneous, ...plain } = event
  const srcOf = (id: string) => simulation.pending().find((pending) => pending.id === id)?.src ?? id

  if (plain.type.startsWith(DONE)) {
    const id = plain.type.slice(DONE.length)
    const output = (plain as { output?: unknown }).output
    steps.push({ kind: 'resolve', invocationId: id, output })
    return { steps, words: `[${srcOf(id)} resolves${output === undefined ? '' : ` ${brief(output)}`}]${suffix}` }
  }
  if (plain.type.startsWith(ERROR)) {
    const id = plain.type.slice(ERROR.length)
    const error = (plain as { error?: unknown }).error
    steps.push({ kind: 'reject', invocationId: id, error })
    return { steps, words: `[${srcOf(id)} rejects ${brief(error)}]${suffix}` }
  }
  if (plain.type.startsWith(AFTER)) {
    const delay = simulation.pendingDelays().find((pending) => pending.event === plain.type)
    const ms = delay?.ms ?? 0
    const names = [plain.type, ...(simultaneous ?? [])].map((type) => type.slice(AFTER.length).split('.')[0] ?? '')
    steps.push({ kind: 'advance', ms })
    return { steps, words: `[${ms} ms pass: ${names.join(' and ')}]${suffix}` }
  }
  steps.push({ kind: 'event', event: plain })
  return { steps, words: `${plain.type}${payloadOf(plain)}${suffix}` }
}

const stateOf = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify({ value: snapshot.value as unknown, context: snapshot.context as unknown })

/** Walks a generated path on a real actor (fake effects, simulated clock), checking each state reached. */
export function walkPath(entry: MachineEntry, path: MachinePath): WalkResult {
  const statesReached = new Set<string>()
  const transitionsTaken = new Set<string>()
  const inspect = (event: InspectionEvent) => {
    // Only machine actors take microsteps, and the machine under test is the only one here.
    if (event.type !== '@xstate.microstep') return
    for (const transition of event._transitions) {
      const key = keyOfTakenTransition(transition)
      if (key) transitionsTaken.add(key)
    }
    for (const node of (event.snapshot as AnyMachineSnapshot)._nodes) statesReached.add(node.id)
  }
  const sim = simulate(entry, { inspect })
  for (const node of sim.snapshot()._nodes) statesReached.add(node.id)

  const description: string[] = []
  let mismatch: string | null = null
  for (const [index, step] of path.steps.entries()) {
    if (index === 0) continue // the initial state, entered by starting the actor
    const { steps, words } = toSimulationSteps(step.event, sim)
    description.push(words)
    for (const simulationStep of steps) sim.apply(simulationStep)
    const expected = stateOf(step.state.machine)
    const actual = stateOf(sim.snapshot())
    if (expected !== actual) {
      mismatch = `after "${words}": expected ${expected}, reached ${actual}`
      break
    }
  }
  const guardEvaluations = sim.guardEvaluations()
  sim.stop()
  return { description, mismatch, statesReached, transitionsTaken, guardEvaluations }
}
