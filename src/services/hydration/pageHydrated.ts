import { startTransition, useEffect, useReducer, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const drawnAsOnTheServer = () => false

/**
 * `usePageHydrated` for a page that the server drew (`drawnByServer`) or the browser draws alone.
 *
 * TanStack's `useHydrated` reads a store whose browser value (true) differs from the server's
 * (false), which React answers with a synchronous render of every part that reads it, right after
 * hydrating the page. On a gallery that render mounts every tile's controls (a reaction machine
 * each) in one task that no tap can interrupt. Here the switch is a transition, which React splits
 * into short tasks. React hydrates with the server's value (false), so the markup matches.
 */
export function pageHydration(drawnByServer: boolean): () => boolean {
  let hydrated = !drawnByServer
  const read = () => hydrated
  return function usePageHydrated() {
    const shown = useSyncExternalStore(noSubscription, read, drawnAsOnTheServer)
    const [, renderAgain] = useReducer((renders: number) => renders + 1, 0)
    useEffect(() => {
      if (shown) return
      // After every part hydrated in this commit has compared its value with the server's: a part
      // that found it changed would be rendered again synchronously.
      queueMicrotask(() => {
        hydrated = true
      })
      startTransition(renderAgain)
    }, [shown])
    return shown
  }
}

/**
 * Whether the page is the browser's own: false while React hydrates a page the server drew (and
 * its first render after), true once it has hydrated, and at once for a part first drawn later
 * (another page opened in the browser) or on a page the browser drew alone.
 */
export const usePageHydrated = pageHydration(typeof window !== 'undefined' && '$_TSR' in window)
