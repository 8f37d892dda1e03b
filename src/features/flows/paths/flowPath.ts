import type { EventObject } from 'xstate'
import type { DiagramGraph } from '../model/diagramGraph'
import { describePayload } from '../simulation/flowSimulator'

/** A traversal event of the path tests: an event, an actor's result or a delay, with guard answers. */
export type PathEvent = EventObject & { guards?: Record<string, boolean> }

/** One generated test path, as plain data that crosses from the worker. */
export interface FlowPath {
  index: number
  /** Every event after the initial state. */
  events: PathEvent[]
}

const DONE = 'xstate.done.actor.'
const ERROR = 'xstate.error.actor.'
const AFTER = 'xstate.after.'

/** A step of a path in words a product person reads: `wallet.connect`, `verifyLogin rejects …`. */
export function describePathEvent(event: PathEvent, graph: DiagramGraph, withPayload = true): string {
  const { guards, ...plain } = event
  const guardWords = Object.entries(guards ?? {})
    .map(([name, outcome]) => `${name}: ${outcome ? 'yes' : 'no'}`)
    .join(', ')
  const suffix = guardWords === '' ? '' : ` (${guardWords})`
  const sourceOf = (invocationId: string): string =>
    graph.states.flatMap((state) => state.invoke).find((invocation) => invocation.id === invocationId)?.src ??
    invocationId
  if (plain.type.startsWith(DONE)) {
    const output = withPayload ? describePayload((plain as { output?: unknown }).output) : ''
    return `${sourceOf(plain.type.slice(DONE.length))} resolves${output}${suffix}`
  }
  if (plain.type.startsWith(ERROR)) {
    const error = withPayload ? describePayload((plain as { error?: unknown }).error) : ''
    return `${sourceOf(plain.type.slice(ERROR.length))} rejects${error}${suffix}`
  }
  if (plain.type.startsWith(AFTER)) {
    return `time passes: ${plain.type.slice(AFTER.length).split('.')[0] ?? ''}${suffix}`
  }
  const { type, ...payload } = plain as EventObject & Record<string, unknown>
  return `${type}${withPayload && Object.keys(payload).length > 0 ? describePayload(payload) : ''}${suffix}`
}
