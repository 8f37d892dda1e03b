import type { AnyMachineSnapshot, EventObject, InspectionEvent } from 'xstate'
import type { MachineEntry } from '../../../machines/registry'
import { simulate, type PendingInvocation, type Simulation, type SimulationStep } from '../../../machines/simulation'
import { keyOfTakenTransition } from '../../../machines/paths/structure'

/** One thing a person did in the simulator; step back undoes a whole move. */
export interface SimulationMove {
  label: string
  steps: SimulationStep[]
}

export interface SimulatorView {
  snapshot: AnyMachineSnapshot
  activeStateIds: ReadonlySet<string>
  /** Sample events the current state reacts to. */
  acceptedEvents: EventObject[]
  pending: PendingInvocation[]
  delays: { event: string; ms: number }[]
  /** The guards a person chooses (they depend on the outside world), with the answer each gives now. */
  guards: { name: string; outcome: boolean }[]
  /** The guards the flow's rules decide from its own data: changed by settling a call differently. */
  ruleGuards: string[]
  moves: readonly SimulationMove[]
  /** Transitions the last move took, by diagram transition id. */
  lastTaken: ReadonlySet<string>
}

/**
 * Drives the real machine (with the fake effects of `src/machines/simulation.ts`) one move at a
 * time. Stepping back replays every move but the last on a fresh actor, so the machine is never
 * copied or rewound by hand.
 */
export class FlowSimulator {
  private simulation: Simulation
  private moves: SimulationMove[] = []
  private taken = new Set<string>()
  private collecting: Set<string> | null = null
  private readonly listeners = new Set<() => void>()
  private cachedView: SimulatorView | null = null

  constructor(private readonly entry: MachineEntry) {
    this.simulation = this.start([])
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  view = (): SimulatorView => {
    this.cachedView ??= this.computeView()
    return this.cachedView
  }

  perform(move: SimulationMove): void {
    this.collecting = new Set()
    try {
      for (const step of move.steps) this.simulation.apply(step)
    } finally {
      this.taken = this.collecting
      this.collecting = null
    }
    this.moves.push(move)
    this.changed()
  }

  send(event: EventObject): void {
    this.perform({ label: describeEvent(event), steps: [{ kind: 'event', event }] })
  }

  resolve(invocation: PendingInvocation, output: unknown): void {
    this.perform({
      label: `${invocation.src} resolves${describePayload(output)}`,
      steps: [{ kind: 'resolve', invocationId: invocation.id, output }],
    })
  }

  reject(invocation: PendingInvocation, error: unknown): void {
    this.perform({
      label: `${invocation.src} rejects${describePayload(error)}`,
      steps: [{ kind: 'reject', invocationId: invocation.id, error }],
    })
  }

  advance(ms: number): void {
    this.perform({ label: `${ms} ms pass`, steps: [{ kind: 'advance', ms }] })
  }

  chooseGuard(name: string, outcome: boolean): void {
    this.perform({ label: `${name} answers ${outcome ? 'yes' : 'no'}`, steps: [{ kind: 'guard', name, outcome }] })
  }

  back(): void {
    if (this.moves.length === 0) return
    this.restart(this.moves.slice(0, -1))
  }

  reset(): void {
    this.restart([])
  }

  /** Current simulation, for turning a generated path's events into steps (delays need the clock). */
  current(): Simulation {
    return this.simulation
  }

  stop(): void {
    this.simulation.stop()
  }

  private restart(moves: SimulationMove[]): void {
    this.simulation.stop()
    this.simulation = this.start(moves.flatMap((move) => move.steps))
    this.moves = moves
    this.taken = new Set()
    this.changed()
  }

  private start(steps: SimulationStep[]): Simulation {
    return simulate(this.entry, { steps, inspect: this.inspect })
  }

  private readonly inspect = (event: InspectionEvent): void => {
    if (this.collecting === null || event.type !== '@xstate.microstep') return
    if (event.actorRef.sessionId !== event.rootId) return
    for (const transition of event._transitions) {
      const key = keyOfTakenTransition(transition)
      if (key !== undefined) this.collecting.add(key)
    }
  }

  private changed(): void {
    this.cachedView = null
    for (const listener of this.listeners) listener()
  }

  private computeView(): SimulatorView {
    const snapshot = this.simulation.snapshot()
    const answers = new Map<string, boolean>()
    for (const step of this.moves.flatMap((move) => move.steps)) {
      if (step.kind === 'guard') answers.set(step.name, step.outcome)
    }
    const guardNames = Object.keys(this.entry.machine.implementations.guards)
    const decidedByRules = (name: string) => this.entry.rules !== undefined && name in this.entry.rules
    return {
      snapshot,
      activeStateIds: new Set(snapshot._nodes.map((node) => node.id)),
      acceptedEvents: this.simulation.acceptedEvents(),
      pending: this.simulation.pending(),
      delays: this.simulation.pendingDelays(),
      // A guard nobody has chosen for answers `false` (see `simulate`).
      guards: guardNames
        .filter((name) => !decidedByRules(name))
        .map((name) => ({ name, outcome: answers.get(name) ?? false })),
      ruleGuards: guardNames.filter(decidedByRules),
      moves: [...this.moves],
      lastTaken: new Set(this.taken),
    }
  }
}

export function describeEvent(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>
  return `${type}${Object.keys(payload).length > 0 ? describePayload(payload) : ''}`
}

export function describePayload(value: unknown): string {
  if (value === undefined) return ''
  const text = JSON.stringify(value)
  return ` ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`
}
