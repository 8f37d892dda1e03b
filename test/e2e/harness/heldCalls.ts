import type { Page } from 'playwright-core'

interface Queue {
  /** Calls that arrived and wait for their answer's step. */
  held: (() => void)[]
  /** Answer steps that came before their call arrived. */
  early: number
}

const queues = new WeakMap<Page, Map<string, Queue>>()

function queueOf(page: Page, state: string): Queue {
  let byState = queues.get(page)
  if (!byState) queues.set(page, (byState = new Map<string, Queue>()))
  let queue = byState.get(state)
  if (!queue) byState.set(state, (queue = { held: [], early: 0 }))
  return queue
}

/**
 * Inside a route handler: waits until the path's step that answers the call of the machine's state
 * `state` (its `xstate.done.actor…` or `xstate.error.actor…` step). Meanwhile the page rests in that
 * busy state, so the walk checks it live and pictures it, however quickly the server would answer.
 */
export function heldUntilAnswered(page: Page, state: string): Promise<void> {
  const queue = queueOf(page, state)
  if (queue.early > 0) {
    queue.early -= 1
    return Promise.resolve()
  }
  return new Promise((resolve) => queue.held.push(resolve))
}

/**
 * The executor of an actor's result step: lets the oldest call held for that actor's state go on
 * (the state is the event type's last part, `xstate.done.actor.0.oneShotTask.running`), or the
 * next one to arrive when it has not yet.
 */
export function answerHeldCall(page: Page, eventType: string): Promise<void> {
  const queue = queueOf(page, eventType.slice(eventType.lastIndexOf('.') + 1))
  const next = queue.held.shift()
  if (next) next()
  else queue.early += 1
  return Promise.resolve()
}
