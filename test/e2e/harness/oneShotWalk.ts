import type { Page } from 'playwright-core'
import type { MachinePath, PathEvent } from '../../../src/machines/paths/generate'
import { oneShotTasks, type OneShotTaskId } from '../../../src/machines/oneShotTask/tasks'
import { resultMessage } from '../../../src/machines/oneShotTask/rules'
import { heldUntilAnswered } from './heldCalls'

/**
 * The one-shot task's call answers as the path's next step says, at that step (the page rests in
 * `running` until then): by the real server, or refused with the sample's message. The walk's
 * result steps answer it with `answerHeldCall`.
 */
export async function arrangeTaskCall(page: Page, calls: (url: URL) => boolean, next: PathEvent | undefined) {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  if (next === undefined) await page.route(calls, () => new Promise<void>(() => undefined))
  else if (next.type.startsWith('xstate.error.actor.')) {
    const error = (next as { error?: { message?: string } }).error
    await page.route(calls, async (route) => {
      await heldUntilAnswered(page, 'running')
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify(error?.message ? { message: error.message } : {}),
      })
    })
  } else
    await page.route(calls, async (route) => {
      await heldUntilAnswered(page, 'running')
      await route.continue()
    })
}

export const taskToast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 15_000 })

/** The toast the path's last call outcome shows (null for none), the real server's message where the spec shows it. */
export function expectedTaskToast(task: OneShotTaskId, path: MachinePath, serverMessage?: string): string | null {
  const last = path.steps.at(-1)?.event
  const texts = oneShotTasks[task]
  if (!last || last.type === 'task.start') return null
  if (last.type.startsWith('xstate.error.actor.')) {
    const failure = texts.failure as { text: string; serverMessage: boolean } | null
    return failure && resultMessage(failure, (last as { error?: unknown }).error)
  }
  const success = texts.success as { text: string; serverMessage: boolean } | null
  return success && resultMessage(success, serverMessage === undefined ? {} : { message: serverMessage })
}
