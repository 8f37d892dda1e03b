import type { ActorLogic, AnyStateMachine, EventObject, Snapshot } from 'xstate'
import type { RuleGuard, RuleGuards } from '../registry'

/** A stand-in for an invoked actor: it waits until told to resolve or reject, then settles at once. */
export type SettleEvent =
  { type: 'simulation.resolve'; output: unknown } | { type: 'simulation.reject'; error: unknown }

export type PendingSnapshot = Snapshot<unknown> & { input: unknown }

export const controllableActor: ActorLogic<PendingSnapshot, SettleEvent, unknown> = {
  transition: (snapshot, event) => {
    if (snapshot.status !== 'active') return snapshot
    if (event.type === 'simulation.resolve') {
      return { status: 'done', output: event.output, error: undefined, input: snapshot.input }
    }
    if (event.type === 'simulation.reject') {
      return { status: 'error', output: undefined, error: event.error, input: snapshot.input }
    }
    // Leaving the invoking state stops the actor (`xstate.stop`): it stops without settling.
    return (event as { type: string }).type === 'xstate.stop' ? { ...snapshot, status: 'stopped' } : snapshot
  },
  getInitialSnapshot: (_scope, input) => ({ status: 'active', output: undefined, error: undefined, input }),
  getPersistedSnapshot: (snapshot) => snapshot,
}

/** An action run by the simulation: which one, with what parameters, on which event. */
export interface RecordedAction {
  name: string
  params: unknown
  eventType: string
}

export interface FakeEffectOptions {
  /** Answers a named guard that no rule decides; called each time the machine evaluates it. */
  answerGuard: (name: string) => boolean
  /** Guards that run for real on the machine's data (see {@link RuleGuards}); `answerGuard` is never asked about them. */
  rules?: RuleGuards
  /** Told the answer of every rule guard evaluated. */
  noteRule?: (name: string, outcome: boolean) => void
  /** Receives every named action the machine runs instead of its side effect. */
  recordAction?: (action: RecordedAction) => void
}

function isBuiltInAction(action: unknown): boolean {
  return (
    typeof action === 'function' &&
    'type' in action &&
    typeof action.type === 'string' &&
    action.type.startsWith('xstate.')
  )
}

/** The registered machine with every named effect replaced by a controllable fake. */
export function provideFakes(machine: AnyStateMachine, options: FakeEffectOptions): AnyStateMachine {
  const implementations = machine.implementations
  // Built-in actions (assign, raise...) are the machine's own logic, not effects: they stay.
  const effectNames = Object.entries(implementations.actions)
    .filter(([, action]) => !isBuiltInAction(action))
    .map(([name]) => name)
  const actions = Object.fromEntries(
    effectNames.map((name) => [
      name,
      ({ event }: { event: EventObject }, params: unknown) => {
        options.recordAction?.({ name, params, eventType: event.type })
      },
    ]),
  )
  const guards: RuleGuards = Object.fromEntries(
    Object.keys(implementations.guards).map((name): [string, RuleGuard] => {
      const rule = options.rules?.[name]
      if (!rule) return [name, () => options.answerGuard(name)]
      return [
        name,
        (args, params) => {
          const outcome = rule(args, params)
          options.noteRule?.(name, outcome)
          return outcome
        },
      ]
    }),
  )
  const actors = Object.fromEntries(Object.keys(implementations.actors).map((name) => [name, controllableActor]))
  return machine.provide({ actions, guards, actors })
}
