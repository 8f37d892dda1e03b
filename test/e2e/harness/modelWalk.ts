import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { AnyMachineSnapshot } from 'xstate'
import { afterAll, describe, expect, it } from 'vitest'
import { machines } from '../../../src/machines/index'
import { coveringPaths } from '../../../src/machines/paths/covering'
import type { MachinePath, PathEvent } from '../../../src/machines/paths/generate'
import { walkPath } from '../../../src/machines/paths/walk'
import { liveSnapshotRecorder, waitForLiveState, waitForLiveValue } from './liveMachine'
import { recordUiPath, writeUiWalkReport, uiScreenshotPath } from './uiWalkReport'

/** What one path's run has open: the page the member uses and whatever the walk set up for it. */
export interface UiWalkRun<World> {
  page: Page
  world: World
}

export interface UiStepContext<World> extends UiWalkRun<World> {
  /** The step's event as generated: a member's event, an actor's result, or a delay. */
  event: PathEvent
  /** The events of the steps still to come, so an executor can arrange what a call will answer. */
  rest: PathEvent[]
  path: MachinePath
  /** The machine's predicted snapshot before this step. */
  previous: AnyMachineSnapshot
  /** For a delay, how many milliseconds the machine waits. */
  delayMs: number | undefined
}

export interface UiCheckContext<World> extends UiWalkRun<World> {
  /** The snapshot the machine predicts at the end of the path. */
  predicted: AnyMachineSnapshot
  path: MachinePath
}

/**
 * How a machine's generated paths drive a real page: a fresh world per path, an executor per event
 * type (a key ending in `.` matches every type it starts, e.g. `xstate.done.actor.`), and the check of
 * what the member sees at the end. Delays with no executor are waited for in real time.
 */
export interface UiWalk<World> {
  /** Opens a fresh browser context with `context` (inspection already turned on) and sets up the world. */
  start(context: BrowserContext, path: MachinePath): Promise<UiWalkRun<World>>
  events: Readonly<Record<string, (step: UiStepContext<World>) => Promise<void>>>
  check(end: UiCheckContext<World>): Promise<void>
  /** Called once a path is done, before its context closes. */
  finish?(run: UiWalkRun<World>): Promise<void>
}

const AFTER = 'xstate.after.'

function executorFor<World>(walk: UiWalk<World>, type: string) {
  const exact = walk.events[type]
  if (exact) return exact
  const prefix = Object.keys(walk.events)
    .filter((key) => key.endsWith('.') && type.startsWith(key))
    .sort((a, b) => b.length - a.length)[0]
  return prefix === undefined ? undefined : walk.events[prefix]
}

/**
 * One vitest test per path of the machine's covering set (src/machines/paths/covering.ts): the path's events drive the real page, the
 * page's own running machine must reach the predicted state, the walk checks what the member sees,
 * and a screenshot of the end goes into the QA report (`reports/paths/ui/`).
 */
export function describeUiWalk<World>(
  machineId: string,
  browser: () => Browser,
  walk: UiWalk<World>,
  options: { timeoutMs?: number } = {},
): void {
  const entry = machines.find((candidate) => candidate.id === machineId)
  if (!entry) throw new Error(`no machine "${machineId}" in src/machines/index.ts`)
  const paths = coveringPaths(entry)

  describe(`${entry.title}: generated paths on the real page`, () => {
    afterAll(() => writeUiWalkReport())

    it.each(paths.map((path, index) => [index + 1, path] as const))(
      'path %i',
      async (number, path) => {
        const { description, mismatch } = walkPath(entry, path)
        expect(mismatch, 'the path walks on the machine itself').toBeNull()
        const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
        await context.addInitScript(liveSnapshotRecorder)
        let run: UiWalkRun<World> | undefined
        let outcome: 'passed' | 'failed' = 'failed'
        try {
          run = await walk.start(context, path)
          // where in the page machine's history the previous step's state was seen
          let seenAt = -1
          for (const [index, step] of path.steps.entries()) {
            if (index === 0) continue // the initial state, entered when the page starts the flow
            const before = path.steps[index - 1]?.state
            const event = step.event
            const delayMs = event.type.startsWith(AFTER) ? before?.timers[event.type] : undefined
            const execute = executorFor(walk, event.type)
            const stepContext: UiStepContext<World> = {
              ...run,
              event,
              rest: path.steps.slice(index + 1).map((next) => next.event),
              path,
              previous: before?.machine as AnyMachineSnapshot,
              delayMs,
            }
            if (execute) await execute(stepContext)
            else if (delayMs !== undefined) await run.page.waitForTimeout(delayMs + 100)
            else throw new Error(`${machineId}: no executor for "${event.type}" (step ${index} of path ${number})`)
            // every step's state must show up on the page's own machine before the next step runs
            const stays = JSON.stringify(before?.machine.value) === JSON.stringify(step.state.machine.value)
            seenAt = await waitForLiveState(run.page, machineId, step.state.machine.value, stays ? seenAt : seenAt + 1)
          }
          const predicted = path.state.machine
          await waitForLiveValue(run.page, machineId, predicted.value)
          await walk.check({ ...run, predicted, path })
          outcome = 'passed'
        } finally {
          if (run) {
            await run.page.screenshot({ path: uiScreenshotPath(machineId, number) }).catch(() => undefined)
            recordUiPath(machineId, entry.title, {
              number,
              description,
              finalState: JSON.stringify(path.state.machine.value),
              outcome,
            })
            await walk.finish?.(run)
          }
          await context.close()
        }
      },
      options.timeoutMs ?? 120_000,
    )
  })
}
