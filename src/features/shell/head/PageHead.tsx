import { useRouterState } from '@tanstack/react-router'
import { useLayoutEffect } from 'react'
import { usePageHydrated } from '../../../services/hydration/pageHydrated'

// The title the server wrote into the page it sent (server/pageMeta), read before the app renders:
// crawlers and link previews read it; once the routes' own title is in the head it is dropped, so
// the document keeps one.
const servedTitle = typeof document === 'undefined' ? null : document.head.querySelector('title')

interface MatchHead {
  meta?: ReadonlyArray<{ title?: string } | undefined>
}

/** The deepest matched route's title (each route's `head`: src/features/shell/head/routeHead.ts). */
export function titleOfMatches(matches: readonly MatchHead[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const meta = matches[index]?.meta ?? []
    for (let at = meta.length - 1; at >= 0; at--) {
      const title = meta[at]?.title
      if (title) return title
    }
  }
  return undefined
}

/**
 * The routes' title of the page shown, in place of the title the server sent. It is rendered in the
 * browser only, once the page is its own: a page the server draws goes into the body, where a
 * `<title>` would be a second one, read before the head's.
 */
export function PageHead() {
  const title = useRouterState({ select: (state) => titleOfMatches(state.matches) })
  const hydrated = usePageHydrated()
  const shown = hydrated ? title : undefined
  useLayoutEffect(() => {
    if (shown && servedTitle && document.head.querySelectorAll('title').length > 1) servedTitle.remove()
  }, [shown])
  return shown ? <title>{shown}</title> : null
}
