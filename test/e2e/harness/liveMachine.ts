import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** One snapshot a running actor posted: its state value and the event that led to it. */
export interface LiveRecord {
  value: unknown
  eventType: string
  at: number
}

type LiveHistory = Record<string, LiveRecord[]>

/**
 * Runs in the page before the app: turns live inspection on and keeps, per inspection id (the
 * registry id, or it and what the run is for: `reaction:<submissionId>`), every snapshot the
 * running actors post on the `koi-flows` channel (the one the flows page watches), in order.
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
    const data = message.data as {
      kind?: unknown
      machineId?: unknown
      inspectionId?: unknown
      value?: unknown
      eventType?: unknown
      at?: unknown
    }
    if (data.kind !== 'snapshot' || typeof data.machineId !== 'string') return
    const id = typeof data.inspectionId === 'string' ? data.inspectionId : data.machineId
    ;(history[id] ??= []).push({ value: data.value, eventType: String(data.eventType), at: Number(data.at) })
  })
}

/** Every snapshot the page's actor inspected as `inspectionId` has posted, oldest first. */
export async function liveRecords(page: Page, inspectionId: string): Promise<LiveRecord[]> {
  return page.evaluate((id) => (window as unknown as { __koiLive?: LiveHistory }).__koiLive?.[id] ?? [], inspectionId)
}

/** Every state value the page's actor inspected as `inspectionId` has posted, oldest first. */
export async function liveValues(page: Page, inspectionId: string): Promise<string[]> {
  return (await liveRecords(page, inspectionId)).map((record) => JSON.stringify(record.value))
}

const readable = (records: LiveRecord[]) =>
  records
    .slice(-8)
    .map((record) => `${JSON.stringify(record.value)} (${record.eventType})`)
    .join(' → ') || '(nothing posted: is the actor inspected under this id?)'

/** The last snapshots the page's actor inspected as `inspectionId` posted, for a failure's message. */
export async function liveSummary(page: Page, inspectionId: string): Promise<string> {
  return readable(await liveRecords(page, inspectionId))
}

/** What one step of a walk must show on the page's actor. */
export interface ExpectedStep {
  value: unknown
  /** The event types that step sends (a delay may fire others due at the same moment). */
  eventTypes: readonly string[]
  /**
   * The step leaves the state as it was: only a snapshot posted for one of `eventTypes` proves it
   * happened, since the state value alone was already there.
   */
  stays: boolean
}

/**
 * Waits until the page's actor has posted, after position `after` of its history, a snapshot in
 * the step's state (and for a step that stays, one posted for the step's own event), and answers
 * its position: a state the real page leaves at once (a call that answers fast) still counts.
 */
export async function waitForLiveStep(
  page: Page,
  inspectionId: string,
  step: ExpectedStep,
  after: number,
  timeoutMs = 15_000,
): Promise<number> {
  const wanted = JSON.stringify(step.value)
  const until = Date.now() + timeoutMs
  let records: LiveRecord[] = []
  while (Date.now() < until) {
    records = await liveRecords(page, inspectionId)
    const found = records.findIndex(
      (record, index) =>
        index > after &&
        JSON.stringify(record.value) === wanted &&
        (!step.stays || step.eventTypes.includes(record.eventType)),
    )
    if (found >= 0) return found
    await page.waitForTimeout(100)
  }
  const how = step.stays ? ` on ${step.eventTypes.join(' / ')}` : ''
  expect.fail(
    `the page's ${inspectionId} actor never reported ${wanted}${how}; after the previous step it went ${readable(records.slice(after + 1))}`,
  )
}

/**
 * Waits until the page's actor has started in `initial` (a snapshot posted for `xstate.init`), and
 * answers the position of its latest start: a page that remounts the flow starts a new run.
 */
export async function waitForLiveStart(
  page: Page,
  inspectionId: string,
  initial: unknown,
  timeoutMs = 15_000,
): Promise<number> {
  const wanted = JSON.stringify(initial)
  const until = Date.now() + timeoutMs
  let records: LiveRecord[] = []
  while (Date.now() < until) {
    records = await liveRecords(page, inspectionId)
    const found = records.findLastIndex(
      (record) => record.eventType === 'xstate.init' && JSON.stringify(record.value) === wanted,
    )
    if (found >= 0) return found
    await page.waitForTimeout(100)
  }
  expect.fail(`the page's ${inspectionId} actor never started in ${wanted}; it went ${readable(records)}`)
}

/**
 * Waits until the page's actor is in `expected` now, failing with where it is instead; answers
 * the position of that latest snapshot.
 */
export async function waitForLiveValue(
  page: Page,
  inspectionId: string,
  expected: unknown,
  timeoutMs = 15_000,
): Promise<number> {
  const wanted = JSON.stringify(expected)
  const until = Date.now() + timeoutMs
  let records: LiveRecord[] = []
  while (Date.now() < until) {
    records = await liveRecords(page, inspectionId)
    if (records.length > 0 && JSON.stringify(records.at(-1)?.value) === wanted) return records.length - 1
    await page.waitForTimeout(100)
  }
  expect.fail(`the page's ${inspectionId} actor is not in ${wanted}; it went ${readable(records)}`)
}

/**
 * The path's end: the page's actor is in `expected` now, or has left it since position `at` only by
 * the machine's own timers of that state (`timerEvents`, e.g. a refresh flag reset after 1000 ms),
 * which no walk can hold back.
 */
export async function expectEndReached(
  page: Page,
  inspectionId: string,
  expected: unknown,
  at: number,
  timerEvents: readonly string[],
): Promise<void> {
  const records = await liveRecords(page, inspectionId)
  const since = records.slice(at + 1)
  if (JSON.stringify(records.at(-1)?.value) === JSON.stringify(expected)) return
  if (since.length > 0 && since.every((record) => timerEvents.includes(record.eventType))) return
  await waitForLiveValue(page, inspectionId, expected)
}
