// The server's build of the app (vite build --ssr): draws a page's first screen to HTML.
import './../services/config/zodJitless'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server'
import { renderToString } from 'react-dom/server'
import { AppRoot } from '../features/shell/AppRoot'
import { deferredSession } from '../features/shell/session/deferredSession'
import { createApiClient } from '../services/api/client'
import { parseEnv, type Env } from '../services/config/env'
import { createAppRouter } from '../router'
import { fillQueryCache } from './fillQueryCache'

export interface RenderPageOptions {
  /** The page's request: its URL is the page, its signal stops the drawing. */
  request: Request
  /** The client environment the page is sent with (server/spa.ts `clientEnvOf`). */
  clientEnv: unknown
  /** The app's API, answered in-process: the page's data with no network hop to itself. */
  fetch: typeof fetch
  /** The request carries a session: the member's own parts are drawn as room kept for them. */
  memberComing?: boolean
}

/**
 * Nobody is signed in on the server: a member's own parts are drawn in their browser. On a page
 * drawn for a request with a session, the session is `loading` (their parts' room is drawn).
 */
const noSession = (memberComing: boolean) =>
  deferredSession(() => Promise.reject(new Error('no member session on the server')), {
    startNow: false,
    memberComing,
  })

/** A contract lookup needs the chain: the server never draws one. */
const noContractCheck = () => Promise.resolve(false)

/**
 * Draws the page for its queries alone: without the router's server state, whose hydration
 * scripts (taken once, by `<Scripts />`) belong to the page that is sent.
 */
function drawWithoutScripts(router: { serverSsr?: unknown }, draw: () => void) {
  const serverSsr = router.serverSsr
  router.serverSsr = undefined
  try {
    draw()
  } finally {
    router.serverSsr = serverSsr
  }
}

/**
 * Draws `request`'s page: the router loads the route (its loaders' data), the components' own
 * queries are fetched (fillQueryCache), and the page is streamed with the router's state and the
 * Query cache dehydrated into it. A redirect comes back as the router's redirect response.
 */
export async function renderPage({
  request,
  clientEnv,
  fetch,
  memberComing = false,
}: RenderPageOptions): Promise<Response> {
  const env: Env = parseEnv(clientEnv)
  // nothing is retried or refetched on the server: one answer per query, or the page draws it loading
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  const api = createApiClient({ mainUrl: env.mainUrl, blogUrl: env.blogUrl, authUrl: env.authUrl, fetch })
  const member = noSession(memberComing)
  const url = new URL(request.url)
  const app = (router: ReturnType<typeof createAppRouter>) => (
    <AppRoot env={env} queryClient={queryClient} member={member} contractCheck={noContractCheck}>
      <RouterServer router={router} />
    </AppRoot>
  )
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter({
        queryClient,
        api,
        env,
        history: createMemoryHistory({ initialEntries: [url.pathname + url.search] }),
      })
      router.update({
        ...router.options,
        // the components' queries, found by drawing the page, go into the cache the router dehydrates
        // (`never`: the router's check of what it can serialize does not follow the cache's `unknown` data)
        dehydrate: async () => {
          await fillQueryCache(queryClient, () => drawWithoutScripts(router, () => renderToString(app(router))))
          return { queries: dehydrate(queryClient) as never }
        },
      })
      return router
    },
  })
  return handler(({ request, router, responseHeaders }) =>
    renderRouterToStream({ request, router, responseHeaders, children: app(router) }),
  )
}
