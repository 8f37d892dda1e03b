import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import type { RouterContext } from './routes/-app/routerContext'
import { parseSearch, stringifySearch } from './routes/-search/serialization'

export interface CreateAppRouterOptions extends RouterContext {
  /** A memory history in tests; the browser history otherwise. */
  history?: RouterHistory
}

export function createAppRouter({ history, ...context }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    context,
    history,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A server-rendered page carries the Query cache its first screen was drawn from, so the
    // browser hydrates with the same data instead of fetching it again (src/ssr/).
    // (`never`: the router's check of what it can serialize does not follow the cache's `unknown` data)
    dehydrate: () => ({ queries: dehydrate(context.queryClient) as never }),
    hydrate: (dehydrated: { queries: DehydratedState }) => hydrate(context.queryClient, dehydrated.queries),
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
