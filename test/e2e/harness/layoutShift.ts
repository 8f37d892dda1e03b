import type { Page } from 'playwright-core'

/** Lighthouse's bound for a "good" cumulative layout shift. */
export const GOOD_LAYOUT_SHIFT = 0.1

/** What `page.route` matches: a glob, a regular expression or a test of the URL. */
type UrlMatch = Parameters<Page['route']>[0]

/**
 * A page of `width` × `height` whose answers matching `held` arrive `delayMs` late (the real
 * server's, held back), and which records its layout shifts from the start: `layoutShift()` is
 * their sum so far, shifts right after an input left out, as Chromium counts them.
 */
export async function pageWithLateAnswer(
  newPage: (options: { viewport: { width: number; height: number } }) => Promise<Page>,
  held: UrlMatch,
  { width = 412, height = 823, delayMs = 1500 } = {},
) {
  const page = await newPage({ viewport: { width, height } })
  await page.route(held, async (route) => {
    await new Promise((done) => setTimeout(done, delayMs))
    await route.continue()
  })
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { koiShifts: number[] }).koiShifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const layoutShift = async () =>
    (await page.evaluate(() => (window as unknown as { koiShifts: number[] }).koiShifts)).reduce(
      (sum, value) => sum + value,
      0,
    )
  return { page, layoutShift }
}
