import { useSyncExternalStore } from 'react'

/**
 * Whether `query` matches now, kept up to date. A server-drawn page hydrates with `serverValue`
 * (what the server, which has no screen, drew) and reads the screen right after, so the markup
 * matches; a page the browser draws alone reads the screen at once.
 */
export function useMediaMatch(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}
