import { createActor, SimulatedClock } from 'xstate'
import type { Actor, AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject, InspectionEvent } from 'xstate'
import type { MachineEntry } from './registry'
import { provideFakes } from './paths/fakeEffects'
import type { PendingSnapshot, RecordedAction } from './paths/fakeEffects'
import { activeEventTypes, activeInvokes } from './paths/structure'

export type { RecordedAction } from './paths/fakeEffects'

export interface PendingInvocation {
  id: string
  src: string
  input: unknown
  stateId: string
}

export type SimulationStep =
  | { kind: 'event'; event: EventObject }
  | { kind: 'resolve'; invocationId: string; output: unknown }
  | { kind: 'reject'; invocationId: string; error: unknown }
  | { kind: 'advance'; ms: number }
  /** Chooses how the named guard answers from now on (a guard the entry's rules decide ignores it). */
  | { kind: 'guard'; name: string; outcome: boolean }

export interface GuardEvaluation {
  name: string
  outcome: boolean
}

export interface Simulation {
  readonly actor: Actor<AnyStateMachine>
  snapshot(): AnyMachineSnapshot
  /** Invoked actors waiting for a result (those whose result the machine handles). */
  pending(): PendingInvocation[]
  /** Delayed transitions scheduled, with the time left before they fire. */
  pendingDelays(): { event: string; ms: number }[]
  /** Sample events (from the entry's samples) that the current state reacts to. */
  acceptedEvents(): EventObject[]
  apply(step: SimulationStep): void
  history(): SimulationStep[]
  /** Named actions the machine ran, in order (recorded instead of performed). */
  actions(): RecordedAction[]
  /** Every guard evaluation, in order, with the answer given, rule guards included. */
  guardEvaluations(): GuardEvaluation[]
  stop(): void
}

export interface SimulateOptions {
  /** Steps replayed at once, e.g. `history().slice(0, -1)` to step back. */
  steps?: SimulationStep[]
  /**
   * Initial answers of the guards no rule decides (see `MachineEntry.rules`). A guard not listed
   * answers `false`: the machine then takes the branch that does not need the condition (no wallet
   * yet, not logged in), which is where a member who has done nothing yet starts.
   */
  guards?: Record<string, boolean>
  inspect?: (event: InspectionEvent) => void
}

function isPendingSnapshot(value: unknown): value is PendingSnapshot {
  return typeof value === 'object' && value !== null && 'status' in value && 'input' in value
}

/**
 * Runs a registered machine with fake effects under a simulated clock: actions are recorded,
 * invoked actors wait to be resolved or rejected, guards answer as chosen. Pure xstate, no UI.
 */
export function simulate(entry: MachineEntry, options: SimulateOptions = {}): Simulation {
  const guardAnswers = new Map<string, boolean>(Object.entries(options.guards ?? {}))
  const recorded: RecordedAction[] = []
  const evaluations: GuardEvaluation[] = []
  const applied: SimulationStep[] = []
  const clock = new SimulatedClock()
  // Start time of each scheduled delayed event, keyed by the scheduler's id, to compute time left.
  const delayStarts = new Map<string, number>()

  const machine = provideFakes(entry.machine, {
    answerGuard: (name) => {
      const outcome = guardAnswers.get(name) ?? false
      evaluations.push({ name, outcome })
      return outcome
    },
    ...(entry.rules ? { rules: entry.rules } : {}),
    noteRule: (name, outcome) => evaluations.push({ name, outcome }),
    recordAction: (action) => recorded.push(action),
  })
  const actor = createActor(machine, {
    clock,
    input: entry.samples.input,
    ...(options.inspect ? { inspect: options.inspect } : {}),
  })

  const scheduled = () => Object.entries(actor.system.getSnapshot()._scheduledEvents)
  const noteDelays = () => {
    const live = new Set<string>()
    for (const [key] of scheduled()) {
      live.add(key)
      if (!delayStarts.has(key)) delayStarts.set(key, clock.now())
    }
    for (const key of [...delayStarts.keys()]) if (!live.has(key)) delayStarts.delete(key)
  }

  const child = (invocationId: string): AnyActorRef => {
    const ref = (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[invocationId]
    if (!ref) throw new Error(`${entry.id}: no invoked actor "${invocationId}" is running`)
    return ref
  }

  const simulation: Simulation = {
    actor,
    snapshot: () => actor.getSnapshot(),
    pending: () => {
      const snapshot = actor.getSnapshot()
      const children = snapshot.children as Record<string, AnyActorRef | undefined>
      // an actor whose result nothing handles (a listener sending events) is not waited on
      return activeInvokes(snapshot).flatMap((site) => {
        if (!site.handlesDone && !site.handlesError) return []
        const childSnapshot: unknown = children[site.id]?.getSnapshot()
        if (!isPendingSnapshot(childSnapshot) || childSnapshot.status !== 'active') return []
        return [{ id: site.id, src: site.src, input: childSnapshot.input, stateId: site.stateId }]
      })
    },
    pendingDelays: () =>
      scheduled().map(([key, scheduledEvent]) => ({
        event: scheduledEvent.event.type,
        ms: Math.max(0, scheduledEvent.delay - (clock.now() - (delayStarts.get(key) ?? clock.now()))),
      })),
    acceptedEvents: () => {
      const types = activeEventTypes(actor.getSnapshot())
      return entry.samples.events.filter((event) => types.has(event.type))
    },
    apply: (step) => {
      switch (step.kind) {
        case 'event':
          actor.send(step.event)
          break
        case 'resolve':
          child(step.invocationId).send({ type: 'simulation.resolve', output: step.output })
          break
        case 'reject':
          child(step.invocationId).send({ type: 'simulation.reject', error: step.error })
          break
        case 'advance':
          clock.increment(step.ms)
          break
        case 'guard':
          guardAnswers.set(step.name, step.outcome)
          break
      }
      applied.push(step)
      noteDelays()
    },
    history: () => [...applied],
    actions: () => [...recorded],
    guardEvaluations: () => [...evaluations],
    stop: () => actor.stop(),
  }

  actor.start()
  noteDelays()
  for (const step of options.steps ?? []) simulation.apply(step)
  return simulation
}
