import { redirect } from '@tanstack/react-router'

interface SortLocation {
  pathname: string
  searchStr: string
}

/**
 * The spec writes the sort into the URL when it is absent (and the fallback when it is unknown).
 * Done as a `beforeLoad` redirect that replaces the history entry, so no effect ever copies state
 * into the URL and the first render already sees `sortBy` in the address bar.
 */
export function writeSortIntoUrl(location: SortLocation, sortBy: string): void {
  const params = new URLSearchParams(location.searchStr)
  if (params.get('sortBy') === sortBy) return
  params.set('sortBy', sortBy)
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
  throw redirect({ href: `${location.pathname}?${params.toString()}`, replace: true })
}
