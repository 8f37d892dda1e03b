import { MEMBER_COMING_ROOT } from '../../src/services/hydration/memberComing'
import type { TableCache, WatchedTable } from '../cache/tableCache'
import { KeptPage } from './keptPage'
import type { ServerEntry } from './serverEntry'

/** Where the drawn page goes in index.html. */
const ROOT_ELEMENT = '<div id="root"></div>'

/** Every table the cache watches: a kept page shows data from any of them. */
const PAGE_TABLES: readonly WatchedTable[] = [
  'collections',
  'items',
  'item_traits',
  'sales',
  'listings',
  'reactions',
  'leaderboard',
]

/**
 * How long a kept page is sent before it is drawn again, for what the watched tables do not cover
 * (the site's configuration, profiles, galleries): the page is redrawn in the background meanwhile,
 * and the browser asks for fresh data as it hydrates anyway.
 */
export const KEPT_PAGE_MAX_AGE_MS = 10_000

/** Estimated bytes of kept pages (their text and compressed copies), apart from the API's cache. */
export const KEPT_PAGES_BYTES = 32 * 1024 * 1024

export interface DrawRequest {
  /** The page's request (its URL, its abort signal). */
  request: Request
  /** index.html with the page's head, hints and environment in: the page is drawn into its root element. */
  shell: () => Promise<string | null>
  clientEnv: unknown
  /**
   * Whether the request carries a session on a page with a member's own parts (`dependsOnSession`):
   * the page is drawn with room kept for those parts, apart from the visitor's.
   */
  memberComing?: boolean
}

/**
 * The URL a redirect answer sends to when it is the same page with its search written in full (the
 * router's canonical search, a gallery's sort): anything else (another path, another origin) is
 * a redirect the browser follows.
 */
export function sameAddressRedirect(response: Response, requestUrl: string): URL | null {
  if (response.status < 300 || response.status >= 400) return null
  const location = response.headers.get('location')
  if (!location) return null
  const from = new URL(requestUrl)
  const to = new URL(location, from)
  return to.origin === from.origin && to.pathname === from.pathname && to.search !== from.search ? to : null
}

/** An inline script that puts `url`'s path and search in the address bar, replacing the entry. */
export function addressScript(url: URL): string {
  const address = JSON.stringify(url.pathname + url.search).replace(/</g, '\\u003c')
  return `<script>history.replaceState(history.state,'',${address})</script>`
}

export type DrawnPage = { kind: 'kept'; page: KeptPage } | { kind: 'redirect'; response: Response }

export interface DrawnPagesOptions {
  entry: () => Promise<ServerEntry | null>
  /** The app's own API, answered in-process. */
  api: typeof fetch
  /** Kept pages, dropped with the data they show (a cache of their own: pages do not push out API answers). */
  cache: TableCache
  onError: (error: unknown, path: string) => void
}

/**
 * The server's drawing of a page's first screen (src/ssr/serverEntry.tsx) into index.html, kept per
 * URL and data generation and sent to everyone, members too: nothing a member owns is drawn on the
 * server (their own parts render in their browser after hydration, in room the page keeps for
 * them), so a member's page is the visitor's, and the server's work per view stays that of sending
 * a kept answer. A page with a member's own parts is kept twice, the visitor's and the one drawn
 * with room for a member's parts (`memberComing`), both the same for everyone they are sent to. A page that fails to draw, or draws an error, is left to the browser (null): the
 * visitor gets the shell, as before server drawing.
 */
export function drawnPages({ entry, api, cache, onError }: DrawnPagesOptions) {
  type Drawn = { redirect: Response } | { status: number; head: string; body: ReadableStream<Uint8Array>; tail: string }
  const drawInto = async (
    { request, clientEnv, memberComing = false }: DrawRequest,
    shell: string,
  ): Promise<Drawn | null> => {
    const server = shell.includes(ROOT_ELEMENT) ? await entry() : null
    if (!server) return null
    let response = await server.renderPage({ request, clientEnv, fetch: api, memberComing })
    let page = memberComing ? shell.replace(ROOT_ELEMENT, `${MEMBER_COMING_ROOT}</div>`) : shell
    const canonical = sameAddressRedirect(response, request.url)
    if (canonical) {
      // the page's own address with its search written in full (a default sort or tab): drawn at
      // once, and put in the address bar before the app starts, instead of a round trip
      await response.body?.cancel()
      response = await server.renderPage({ request: new Request(canonical), clientEnv, fetch: api, memberComing })
      page = page.replace('<head>', `<head>${addressScript(canonical)}`)
    }
    if (response.status >= 300 && response.status < 400) return { redirect: response }
    if (response.status >= 500 || !response.body) {
      await response.body?.cancel()
      return null
    }
    const open = page.indexOf('</div>', page.indexOf('<div id="root"'))
    return { status: response.status, head: page.slice(0, open), body: response.body, tail: page.slice(open) }
  }

  // A page that fails to draw is kept as null too: its visitors get the shell, and the failure is
  // logged once per data generation instead of once per view.
  const keep = async (input: DrawRequest): Promise<KeptPage | Response | null> => {
    try {
      const html = await input.shell()
      const drawn = html === null ? null : await drawInto(input, html)
      if (!drawn) return null
      if ('redirect' in drawn) return drawn.redirect
      const body = await new Response(drawn.body).text()
      return new KeptPage(drawn.status, drawn.head + body + drawn.tail)
    } catch (error) {
      onError(error, new URL(input.request.url).pathname)
      return null
    }
  }

  return async (input: DrawRequest): Promise<DrawnPage | null> => {
    const url = new URL(input.request.url)
    try {
      // a request's own signal would stop the drawing every later visitor shares
      const shared = { ...input, request: new Request(url) }
      // a change to the data is sent on the page drawn before it while one redraw runs: the browser
      // asks for the page's data again as it takes the page over
      const drawnFor = input.memberComing ? 'member' : 'visitor'
      const kept = await cache.get(`page ${drawnFor} ${url.pathname}${url.search}`, PAGE_TABLES, () => keep(shared), {
        maxAgeMs: KEPT_PAGE_MAX_AGE_MS,
        staleOnChange: true,
      })
      if (kept instanceof KeptPage) return { kind: 'kept', page: kept }
      return kept ? { kind: 'redirect', response: kept.clone() } : null
    } catch (error) {
      onError(error, url.pathname)
      return null
    }
  }
}

export type DrawPage = ReturnType<typeof drawnPages>
