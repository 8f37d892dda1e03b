import { useEffect } from 'react'

/**
 * Taps on a drawn page before its code has run. The server's page shows its buttons (Connect
 * wallet, a love, a tab) before the browser has the code that answers them, and a member taps what
 * they see. So the drawn page's head holds a small script (`EARLY_TAPS_SCRIPT`) that keeps each
 * tap on a button-like element, and its default action (a form's submit, a checkbox's toggle) for
 * later; links are left to the browser, which follows them as it always can. Once the page has
 * hydrated, `replayEarlyTaps` stops the keeping and taps each kept element again, in order, once
 * React answers it. An element the hydration replaced is no longer in the page and is skipped.
 */

/** The window property through which the app takes the kept taps. */
export const EARLY_TAPS = '__koiEarlyTaps'

/** What counts as a tap to keep: the target's nearest element of these. */
const TAPPABLE =
  'button,[role="button"],[role="tab"],[role="switch"],[role="menuitem"],[role="checkbox"],input[type="checkbox"],input[type="radio"],input[type="submit"]'

/** The head script of a drawn page (allowed by the CSP by its hash, as the page's other inline scripts). */
export const EARLY_TAPS_SCRIPT = `(function(){var taps=[];function keep(e){var t=e.target instanceof Element?e.target.closest('${TAPPABLE}'):null;if(!t||t.closest("a[href]"))return;e.preventDefault();e.stopImmediatePropagation();taps.push(t)}document.addEventListener("click",keep,true);window.${EARLY_TAPS}=function(){document.removeEventListener("click",keep,true);delete window.${EARLY_TAPS};return taps}})()`

/** Whether React has taken `element` over: it puts its props on each element it hydrates. */
export const answeredByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))

/** How long a kept tap waits for its element's part of the page to hydrate (its code still coming). */
export const EARLY_TAP_WAIT_MS = 10_000

/**
 * Stops keeping taps and taps each kept element again, in order, each once React answers it (a
 * part of the page whose code comes later, such as the route's own, hydrates after the root).
 * Answers how many were tapped again: an element the hydration replaced, or that no code came for
 * within `EARLY_TAP_WAIT_MS`, is skipped.
 */
export async function replayEarlyTaps(
  target: Window = window,
  nextFrame: () => Promise<unknown> = () => new Promise((done) => target.requestAnimationFrame(done)),
): Promise<number> {
  const take = (target as unknown as Record<string, (() => Element[]) | undefined>)[EARLY_TAPS]
  if (typeof take !== 'function') return 0
  let replayed = 0
  for (const element of take()) {
    const deadline = Date.now() + EARLY_TAP_WAIT_MS
    while (element.isConnected && !answeredByReact(element) && Date.now() < deadline) await nextFrame()
    if (element.isConnected && answeredByReact(element) && element instanceof HTMLElement) {
      element.click()
      replayed += 1
    }
  }
  return replayed
}

/** Rendered last in a hydrated page: its effect runs once every other part's has, and the taps are made again then. */
export function EarlyTapsReplay(): null {
  useEffect(() => {
    void replayEarlyTaps()
  }, [])
  return null
}
