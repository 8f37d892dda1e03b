import type { Page } from 'playwright-core'

/** How far ahead of the page's clock its time is stopped. */
const STOP_AHEAD_MS = 1000
/** Aims at most this many times before the refusal is the test's failure. */
const AIMS = 5

/**
 * Installs fake timers in the page and stops its clock about a second ahead: from then on its time
 * moves only when the test moves it. The page's clock runs on between the test reading it and the
 * pause arriving, which on a loaded machine can take longer than that second; a pause in the page's
 * past is refused ("Cannot fast-forward to the past"), and the pause is aimed again from a new
 * reading of the clock.
 */
export async function stopPageClock(page: Page): Promise<void> {
  await page.clock.install()
  for (let aim = 1; ; aim++) {
    const target = await page.evaluate((ahead) => Date.now() + ahead, STOP_AHEAD_MS)
    try {
      await page.clock.pauseAt(target)
      return
    } catch (error) {
      if (aim >= AIMS || !String(error).includes('Cannot fast-forward to the past')) throw error
    }
  }
}
