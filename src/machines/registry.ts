import type { AnyStateMachine, EventObject } from 'xstate'

/**
 * Realistic payloads for one machine: the events a person or the outside world sends, and the results
 * its invoked actors may settle with. The generated path tests and the flows page's simulator both
 * drive the real machine with these, so neither keeps a copy of the machine's logic.
 */
export interface MachineSamples {
  /** Input given when the machine starts, if it takes one. */
  input?: unknown
  /** Events by type, each with one or more sample payloads (the full event object). */
  events: readonly EventObject[]
  /** For every actor source named in `setup`: sample outputs it may resolve with and errors it may reject with. */
  actors: Readonly<Record<string, { readonly output: readonly unknown[]; readonly error: readonly unknown[] }>>
}

/**
 * Guards decided by the spec's rules from the machine's own data: its context, the event, an invoked
 * actor's output or error. They are the flow's `guards.ts`, the same implementations the feature
 * provides, so the path tests and the simulator judge each payload as the product does. Guards left
 * out depend on the outside world (session, wallet, ownership) and are answered by the path.
 */
export type RuleGuards = Readonly<Record<string, RuleGuard>>

/**
 * One rule guard, as xstate calls it: the machine's context and event, and the transition's params.
 * Declared as a method so that a flow's guard, typed with its own context and params, fits.
 */
export type RuleGuard = {
  rule(args: { context: unknown; event: EventObject }, params: unknown): boolean
}['rule']

/** One entry of `src/machines/index.ts`: what QA's path tests and the product flows page list. */
export interface MachineEntry {
  /** Stable identifier used in URLs and reports, e.g. `login`. */
  id: string
  /** The product's name for the flow, e.g. `Login`. */
  title: string
  /** One line saying what the flow does for a member. */
  description: string
  /** The machine as declared, with every effect a typed stub. */
  machine: AnyStateMachine
  samples: MachineSamples
  rules?: RuleGuards
}
