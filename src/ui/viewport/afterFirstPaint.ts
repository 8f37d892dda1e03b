/** At the latest: a page loaded in a background tab records no paint until it is shown. */
const LONGEST_WAIT_MS = 2000

/**
 * Resolves once the page has had its first contentful paint (at once after it, as on every later
 * navigation), or after two seconds without one. For work the page can start a moment later (a large
 * download, a chain read), so that on a slow connection it does not hold back what the visitor
 * sees first.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve()
      return
    }
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      resolve()
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    const timer = setTimeout(done, LONGEST_WAIT_MS)
    observer.observe({ type: 'paint', buffered: true })
  })
}
