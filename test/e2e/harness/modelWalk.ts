import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { AnyMachineSnapshot } from 'xstate'
import { describe, expect, it } from 'vitest'
import { machines } from '../../../src/machines/index'
import { coveringPaths } from '../../../src/machines/paths/covering'
import type { MachinePath, PathEvent } from '../../../src/machines/paths/generate'
import { transientStateIds } from '../../../src/machines/paths/structure'
import { walkPath } from '../../../src/machines/paths/walk'
import { expectEndReached, liveRecords, liveSnapshotRecorder, waitForLiveStart, waitForLiveStep } from './liveMachine'
import { uiScreenshotPath, uiStatePicture, uiWalkRecorder } from './uiWalkReport'

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
  /**
   * The inspection id of the one actor the path drives, once started (`reaction:<submissionId>`
   * for one heart among many); the registry id when the page runs one actor of the machine.
   */
  inspectionId?(run: UiWalkRun<World>): string
  events: Readonly<Record<string, (step: UiStepContext<World>) => Promise<void>>>
  check(end: UiCheckContext<World>): Promise<void>
  /** Called once a path is done, before its context closes. */
  finish?(run: UiWalkRun<World>): Promise<void>
}

const AFTER = 'xstate.after.'

/**
 * Thrown by an executor that has checked the real page cannot send the step's event as the path
 * needs it (the page offers no such control in that situation): the path is reported as not
 * reachable on the page, with the reason, instead of being faked. Throw it only after asserting
 * what the page shows instead.
 */
export class UnreachableOnPage extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'UnreachableOnPage'
  }
}

function executorFor<World>(walk: UiWalk<World>, type: string) {
  const exact = walk.events[type]
  if (exact) return exact
  const prefix = Object.keys(walk.events)
    .filter((key) => key.endsWith('.') && type.startsWith(key))
    .sort((a, b) => b.length - a.length)[0]
  return prefix === undefined ? undefined : walk.events[prefix]
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''

/**
 * Takes the first picture of the page in each state of `snapshot` that has none yet, while the
 * page's actor is still there: the picture is kept only if no other snapshot was posted meanwhile.
 */
async function pictureStates(
  page: Page,
  machineId: string,
  inspectionId: string,
  snapshot: AnyMachineSnapshot,
  at: number,
  want: (stateId: string) => boolean,
  keep: (stateId: string, relative: string) => void,
) {
  const missing = snapshot._nodes.map((node) => node.id).filter(want)
  if (missing.length === 0) return
  if ((await liveRecords(page, inspectionId)).length !== at + 1) return // moved on already
  // named by the deepest state shown; the states around it share the picture
  const named = missing.at(-1)
  if (named === undefined) return
  const shot = uiStatePicture(machineId, named)
  await page.screenshot({ path: shot.file })
  if ((await liveRecords(page, inspectionId)).length !== at + 1) return
  for (const stateId of missing) keep(stateId, shot.relative)
}

/**
 * One vitest test per path of the machine's covering set (src/machines/paths/covering.ts): every
 * step's event drives the real page, and the page's own running actor must report the state the
 * machine predicts after it (a step that stays where it is must be reported for its own event),
 * the walk checks what the member sees at the end, and the end's screenshot, a first picture of
 * each state reached and the result go into the QA report (`reports/paths/ui/`). A screenshot that
 * cannot be taken fails the path.
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
  const transient = transientStateIds(entry.machine)
  const recorder = uiWalkRecorder(machineId, entry.title)

  describe(`${entry.title}: generated paths on the real page`, () => {
    it.each(paths.map((path, index) => [index + 1, path] as const))(
      'path %i',
      async (number, path) => {
        const { description, mismatch, transitionsTaken } = walkPath(entry, path)
        expect(mismatch, 'the path walks on the machine itself').toBeNull()
        const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
        await context.addInitScript(liveSnapshotRecorder)
        let run: UiWalkRun<World> | undefined
        let failure: unknown = null
        let unreachable: string | null = null
        try {
          run = await walk.start(context, path)
          const { page } = run
          const live = walk.inspectionId?.(run) ?? machineId
          const pictures = (snapshot: AnyMachineSnapshot, at: number) =>
            pictureStates(
              page,
              machineId,
              live,
              snapshot,
              at,
              (stateId) => !transient.has(stateId) && !recorder.hasPicture(stateId),
              (stateId, picture) =>
                recorder.recordPicture(stateId, { picture, path: number, takenAt: new Date().toISOString() }),
            )
          // the walk starts where the machine does: from the latest start of the page's actor
          const initial = path.steps[0]?.state.machine
          let seenAt = await waitForLiveStart(run.page, live, initial?.value)
          if (initial) await pictures(initial, seenAt)
          for (const [index, step] of path.steps.entries()) {
            if (index === 0) continue
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
            // the page's actor reports this step before the next one runs
            seenAt = await waitForLiveStep(
              run.page,
              live,
              {
                value: step.state.machine.value,
                eventTypes: [event.type, ...(event.simultaneous ?? [])],
                stays: JSON.stringify(before?.machine.value) === JSON.stringify(step.state.machine.value),
              },
              seenAt,
            )
            await pictures(step.state.machine, seenAt)
          }
          const predicted = path.state.machine
          await expectEndReached(run.page, live, predicted.value, seenAt, Object.keys(path.state.timers))
          await walk.check({ ...run, predicted, path })
        } catch (error) {
          if (error instanceof UnreachableOnPage) unreachable = error.message
          else failure = error
        }
        // a path the page cannot take may stop in `start`, on the page that shows why
        const endPage = run?.page ?? context.pages()[0]
        try {
          if (!endPage) throw new Error('the walk opened no page')
          await endPage.screenshot({ path: uiScreenshotPath(machineId, number) })
        } catch (error) {
          failure ??= new Error(`the end of path ${number} could not be pictured: ${messageOf(error)}`)
        }
        if (run) await walk.finish?.(run).catch((error: unknown) => (failure ??= error))
        recorder.recordPath({
          number,
          description,
          finalState: JSON.stringify(path.state.machine.value),
          outcome: failure !== null ? 'failed' : unreachable !== null ? 'unreachable' : 'passed',
          ...(failure !== null ? { error: messageOf(failure) } : unreachable !== null ? { error: unreachable } : {}),
          transitions: failure === null && unreachable === null ? [...transitionsTaken] : [],
        })
        await context.close()
        if (failure !== null) throw failure instanceof Error ? failure : new Error(messageOf(failure))
      },
      options.timeoutMs ?? 120_000,
    )
  })
}
