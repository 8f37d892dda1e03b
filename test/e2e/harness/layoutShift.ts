import type { Page } from 'playwright-core'

/** Lighthouse's bound for a "good" cumulative layout shift. */
export const GOOD_LAYOUT_SHIFT = 0.1

/** What `page.route` matches: a glob, a regular expression or a test of the URL. */
type UrlMatch = Parameters<Page['route']>[0]

/**
 * Records `page`'s layout shifts from its next load on: the answer is their sum so far, shifts
 * right after an input left out, as Chromium counts them.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { koiShifts: number[] }).koiShifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return async () =>
    (await page.evaluate(() => (window as unknown as { koiShifts: number[] }).koiShifts)).reduce(
      (sum, value) => sum + value,
      0,
    )
}

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
  const layoutShift = await recordLayoutShifts(page)
  return { page, layoutShift }
}

/**
 * The layout shift of a page from its first paint through its hydration, with the API's answers
 * and the pictures held back until it is measured: what moves as the browser takes over the
 * server's markup, apart from what moves as data arrives later. `drawn` says whether the server
 * drew the page (its HTML carries the router's state); a page it did not draw is not measured (its
 * shell waits for the held answers before anything is drawn), its shift given as 0.
 */
export async function hydrationShift(
  newPage: (options: { viewport: { width: number; height: number } }) => Promise<Page>,
  url: string,
  { width = 412, height = 823 } = {},
): Promise<{ drawn: boolean; shift: number; complaints: string[] }> {
  const page = await newPage({ viewport: { width, height } })
  const complaints: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') complaints.push(message.text())
  })
  page.on('pageerror', (error) => complaints.push(error.message))
  let release = () => {}
  const released = new Promise<void>((done) => (release = done))
  await page.route(/\/api\/|\/images\//, async (route) => {
    await released
    await route.continue().catch(() => undefined)
  })
  const layoutShift = await recordLayoutShifts(page)
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' })
  const drawn = (await response?.text())?.includes('$_TSR') ?? false
  if (!drawn) {
    release()
    await page.close()
    return { drawn, shift: 0, complaints }
  }
  // hydrated: React has taken over the page's elements (or drawn them, on a page the server did not)
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#root *')].some((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber')),
    ),
  )
  // then whatever hydration sets going (a screen read, a deferred render) has run and been drawn
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            requestIdleCallback(() => requestAnimationFrame(() => done(undefined)), { timeout: 2000 }),
          ),
        ),
      ),
  )
  const shift = await layoutShift()
  release()
  await page.close()
  return { drawn, shift, complaints }
}
