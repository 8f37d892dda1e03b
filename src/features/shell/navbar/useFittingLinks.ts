import { useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

/** Space between two items of the links row, as `.koi-navbar__links` sets it. */
const GAP_PX = 2

/**
 * How many of the navbar's links fit in its row, the rest going into the "More" menu. The links are
 * measured in a hidden copy of the row (`measureRef`, ending with the More button), and counted
 * again whenever the row or the copy changes size (the window, the fonts arriving, the labels).
 * `fitted` says the row has been counted: before then (a page the server drew, not yet hydrated)
 * the row holds every link, and its stylesheet hides the ones that do not fit.
 */
export function useFittingLinks(labels: readonly string[]) {
  const rowRef = useRef<HTMLElement>(null)
  const measureRef = useRef<HTMLDivElement>(null)
  const [fitting, setFitting] = useState(labels.length)
  // false until the row is first counted: in the server's drawing and until the page has hydrated
  const [fitted, setFitted] = useState(false)
  const labelsKey = labels.join('\n')

  useLayoutEffect(() => {
    const row = rowRef.current
    const measure = measureRef.current
    if (!row || !measure) return
    const count = () => {
      const widths = [...measure.children].map((child) => child.getBoundingClientRect().width + GAP_PX)
      const more = widths.pop() ?? 0
      const available = row.clientWidth
      if (available === 0) return // hidden (the mobile menu takes over): keep the last count
      setFitted(true)
      const total = widths.reduce((sum, width) => sum + width, 0)
      if (total <= available) return setFitting(widths.length)
      let used = more
      let fits = 0
      for (const width of widths) {
        if (used + width > available) break
        used += width
        fits += 1
      }
      setFitting(fits)
    }
    // without layout (jsdom) there is nothing to measure and the row keeps all its links
    if (typeof ResizeObserver === 'undefined') return
    // Counted when the browser has laid the row out: the observer's first call comes after the
    // first layout and before the first paint, so reading the widths costs no layout of its own
    // (measuring here, in React's commit, laid out the whole page once more). The count lands
    // before that paint too.
    const observer = new ResizeObserver(() => flushSync(count))
    observer.observe(row)
    observer.observe(measure)
    return () => observer.disconnect()
  }, [labelsKey])

  return { rowRef, measureRef, fitting: Math.min(fitting, labels.length), fitted }
}
