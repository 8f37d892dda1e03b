import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { DrawnQueries } from './services/hydration/drawnQueries'
import { routeTree } from './routeTree.gen'
import type { RouterContext } from './routes/-app/routerContext'
import { parseSearch, stringifySearch } from './routes/-search/serialization'

export interface CreateAppRouterOptions extends RouterContext {
  /** A memory history in tests; the browser's history otherwise (made here when not given). */
  history?: RouterHistory
  /** The browser takes over a page the server drew (see `scrollRestoration` below). */
  drawnByServer?: boolean
  /** Told which queries the drawn page came with, so they are asked again after it hydrates. */
  drawnQueries?: Pick<DrawnQueries, 'add'>
  /**
   * Ends the task once a drawn page's Query cache is hydrated: the router matches the page's routes
   * (and reads its search) in the next one, two shorter tasks on a slow phone rather than one.
   */
  nextTask?: () => Promise<void>
}

export function createAppRouter({
  history,
  drawnByServer = false,
  drawnQueries,
  nextTask,
  ...context
}: CreateAppRouterOptions) {
  // A drawn page's scroll is already where it belongs when the page hydrates: its own inline script
  // restored it, or the visitor has scrolled while the code came. The first render leaves it there,
  // instead of taking the visitor back to the top; every later one restores or resets as usual.
  let firstRenderOfDrawnPage = drawnByServer
  return createRouter({
    routeTree,
    context,
    history,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: () => {
      if (!firstRenderOfDrawnPage) return true
      firstRenderOfDrawnPage = false
      return false
    },
    // A server-rendered page carries the Query cache its first screen was drawn from (the server
    // entry dehydrates it: src/ssr/), so the browser hydrates with the same data instead of
    // fetching it again as it hydrates (it asks again after: `drawnQueries`).
    hydrate: (dehydrated: { queries: DehydratedState }) => {
      hydrate(context.queryClient, dehydrated.queries)
      drawnQueries?.add(dehydrated.queries)
      return nextTask?.()
    },
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
