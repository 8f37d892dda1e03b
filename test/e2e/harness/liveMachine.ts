import type { Page } from 'playwright-core'
import { expect } from 'vitest'

interface LiveRecord {
  value: unknown
  at: number
}

type LiveHistory = Record<string, LiveRecord[]>

/**
 * Runs in the page before the app: turns live inspection on and keeps, per machine, every snapshot
 * its running actors post on the `koi-flows` channel (the one the flows page watches), in order.
 */
export const liveSnapshotRecorder = () => {
  try {
    localStorage.setItem('koi:inspect', '1')
  } catch {
    // about:blank and other opaque origins have no storage; the app's own pages do
  }
  const history: LiveHistory = {}
  ;(window as unknown as { __koiLive: LiveHistory }).__koiLive = history
  const channel = new BroadcastChannel('koi-flows')
  channel.addEventListener('message', (message: MessageEvent<unknown>) => {
    const data = message.data as { kind?: unknown; machineId?: unknown; value?: unknown; at?: unknown }
    if (data.kind !== 'snapshot' || typeof data.machineId !== 'string') return
    ;(history[data.machineId] ??= []).push({ value: data.value, at: Number(data.at) })
  })
}

/** Every state value the page's running actors of `machineId` have posted, oldest first. */
export async function liveValues(page: Page, machineId: string): Promise<string[]> {
  return page.evaluate(
    (id) =>
      ((window as unknown as { __koiLive?: LiveHistory }).__koiLive?.[id] ?? []).map((record) =>
        JSON.stringify(record.value),
      ),
    machineId,
  )
}

const readable = (values: string[]) => values.slice(-8).join(' → ') || '(nothing posted: is the actor inspected?)'

/**
 * Waits until the page's machine has passed through `expected` at or after position `from` of its
 * history, and answers that position: a state the real page leaves at once (a call under way that
 * answers fast) still counts as reached.
 */
export async function waitForLiveState(
  page: Page,
  machineId: string,
  expected: unknown,
  from: number,
  timeoutMs = 15_000,
): Promise<number> {
  const wanted = JSON.stringify(expected)
  const until = Date.now() + timeoutMs
  let values: string[] = []
  while (Date.now() < until) {
    values = await liveValues(page, machineId)
    const found = values.indexOf(wanted, from)
    if (found >= 0) return found
    await page.waitForTimeout(100)
  }
  expect.fail(`the page's ${machineId} machine never reached ${wanted}; it went ${readable(values.slice(from))}`)
}

/** Waits until the page's machine is in `expected` now, failing with where it is instead. */
export async function waitForLiveValue(page: Page, machineId: string, expected: unknown, timeoutMs = 15_000) {
  const wanted = JSON.stringify(expected)
  const until = Date.now() + timeoutMs
  let values: string[] = []
  while (Date.now() < until) {
    values = await liveValues(page, machineId)
    if (values.at(-1) === wanted) return
    await page.waitForTimeout(100)
  }
  expect.fail(`the page's ${machineId} machine is not in ${wanted}; it went ${readable(values)}`)
}
