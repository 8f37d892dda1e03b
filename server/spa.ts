import { existsSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { explorerBaseUrl } from '../src/services/chain/chains.ts'
import type { Env } from './config/env'
import {
  FILE_SUFFIX,
  PAGE_BROTLI_QUALITY,
  PAGE_GZIP_LEVEL,
  preferredEncoding,
  type PrecompressedEncoding,
} from './http/contentEncoding'
import { contentTypeOf, decodePath, fileUnder } from './http/staticFiles'
import type { PageVariables } from './http/security'
import type { RouteLinkOptions } from './routeChunks'
import type { DrawnPage, DrawPage } from './ssr/drawnPages'
import { SESSION_COOKIE } from './auth/session'
import { dependsOnSession, isServerDrawn } from './ssr/serverDrawnPages'
import { codeAfterPaint, scriptSafe } from './ssr/codeAfterPaint'

export interface ClientEnv {
  mainUrl: string
  blogUrl: string
  authUrl: string
  chainId: number
  rpcUrl: string
  cdnBase: string
  cdnVersion: string
  defaultTokenAddress: string
  explorerUrl: string
  contracts: Record<string, unknown>
  reownProjectId?: string
}

export function clientEnvOf(env: Env, contracts: Record<string, unknown> = {}): ClientEnv {
  return {
    mainUrl: env.mainUrl,
    blogUrl: env.blogUrl,
    authUrl: env.authUrl,
    chainId: env.chainId,
    // the browser's own RPC: the server's may carry a provider key
    rpcUrl: env.publicRpcUrl,
    cdnBase: env.cdnBase,
    cdnVersion: env.cdnVersion,
    defaultTokenAddress: env.defaultTokenAddress,
    // EXPLORER_URL when set, else the known explorer of the chain (none for the local chain)
    explorerUrl: env.explorerUrl || (explorerBaseUrl({ chainId: env.chainId, rpcUrl: env.publicRpcUrl }) ?? ''),
    contracts,
    ...(env.reownProjectId ? { reownProjectId: env.reownProjectId } : {}),
  }
}

/** The compressed forms the build left beside a file, best first. */
function precompressedBeside(distDir: string, path: string): PrecompressedEncoding[] {
  return (['br', 'gzip'] as const).filter((encoding) => existsSync(join(distDir, path + FILE_SUFFIX[encoding])))
}

/**
 * index.html in the encoding the browser prefers: it is made per answer (the environment goes in),
 * so it is compressed at the pages' quality, not the best (`PAGE_BROTLI_QUALITY`).
 */
function encodedPage(
  html: string,
  accept: string | undefined,
): { body: string | Uint8Array<ArrayBuffer>; encoding?: string } {
  const encoding = preferredEncoding(accept)
  if (encoding === 'br')
    return {
      body: new Uint8Array(
        brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }),
      ),
      encoding,
    }
  if (encoding === 'gzip') return { body: new Uint8Array(gzipSync(html, { level: PAGE_GZIP_LEVEL })), encoding }
  return { body: html }
}

/**
 * A server-drawn page: the kept one in the encoding the browser prefers (compressed once), or a
 * redirect as the router gave it. The CSP gets the page's inline scripts through `allowScripts`.
 */
async function sendDrawn(
  accept: string | undefined,
  drawn: DrawnPage,
  vary: string,
  allowScripts: (sources: string[]) => void,
): Promise<Response> {
  if (drawn.kind === 'redirect') return drawn.response
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=UTF-8', vary }
  const encoding = preferredEncoding(accept)
  if (encoding) headers['content-encoding'] = encoding
  allowScripts(drawn.page.scriptSources)
  return new Response(await drawn.page.body(encoding), { status: drawn.page.status, headers })
}

/**
 * The built SPA from `dist/`: files as they are, any other path gets index.html (history routing)
 * with the client environment injected in place of `<!--koi-env-->`.
 */
export function spaApp(
  distDir: string,
  clientEnv: () => ClientEnv,
  /** `<link rel="preload">` elements for a page (server/firstVisitHints.ts), put beside the environment. */
  hints: (path: string, env: ClientEnv, options?: { dataInPage?: boolean }) => string | Promise<string> = () => '',
  /**
   * The page's route code (server/routeChunks.ts), put at the end of the head: after the start-up
   * code, which the browser then asks for first.
   */
  codeHints: (path: string, options?: RouteLinkOptions) => string = () => '',
  /**
   * The page's title, description, link-preview and icon tags (server/pageMeta), in place of
   * index.html's `<title>`: what a crawler or a link preview reads without running the page.
   */
  pageHead?: (path: string, search: URLSearchParams) => string | Promise<string>,
  /**
   * The server's drawing of the public pages' first screen into index.html (server/ssr/); without
   * it, or where it fails, the page is drawn in the browser alone.
   */
  drawPage?: DrawPage,
) {
  const app = new Hono<{ Variables: PageVariables }>()
  /** index.html for `path`; `drawn`: the server draws the page into it (its data and styles in the page). */
  const indexHtml = async (path: string, search: URLSearchParams, drawn = false) => {
    const file = join(distDir, 'index.html')
    if (!existsSync(file)) return null
    const html = readFileSync(file, 'utf8')
    const env = clientEnv()
    const head = pageHead ? await pageHead(path, search) : null
    const page = (head === null ? html : html.replace(/<title>[^<]*<\/title>/, () => head))
      .replace(
        '<!--koi-env-->',
        `<script id="koi-env" type="application/json">${scriptSafe(env)}</script>${await hints(path, env, { dataInPage: drawn })}`,
      )
      .replace('</head>', `${codeHints(path, { drawn })}</head>`)
    return drawn ? codeAfterPaint(page) : page
  }
  app.get('*', async (c) => {
    const path = decodePath(c.req.path)
    if (path === null) return c.json({ message: `malformed path '${c.req.path}'` }, 400)
    const file = extname(path) ? fileUnder(distDir, path) : null
    if (file) {
      const hashed = path.startsWith('/app/')
      const headers: Record<string, string> = {
        'content-type': contentTypeOf(file.path),
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      }
      // the build writes .br and .gz beside the hashed files (scripts/precompressPlugin.ts)
      const offered = hashed ? precompressedBeside(distDir, path) : []
      if (offered.length === 0) return c.body(file.bytes.buffer, 200, headers)
      headers.vary = 'Accept-Encoding'
      const encoding = preferredEncoding(c.req.header('accept-encoding'), offered)
      const encoded = encoding ? fileUnder(distDir, path + FILE_SUFFIX[encoding]) : null
      if (!encoding || !encoded) return c.body(file.bytes.buffer, 200, headers)
      return c.body(encoded.bytes.buffer, 200, { ...headers, 'content-encoding': encoding })
    }
    if (extname(path) && !path.endsWith('.html')) return c.json({ message: `no file ${path}` }, 404)
    const search = new URL(c.req.url).searchParams
    // a page with a member's own parts is drawn apart for a request with a session (room kept for
    // the parts, whoever's they are): caches keep the two apart
    const apart = dependsOnSession(path)
    const vary = apart ? 'Accept-Encoding, Cookie' : 'Accept-Encoding'
    if (drawPage && isServerDrawn(path, search)) {
      const drawn = await drawPage({
        request: c.req.raw,
        shell: () => indexHtml(path, search, true),
        clientEnv: clientEnv(),
        memberComing: apart && getCookie(c, SESSION_COOKIE) !== undefined,
      })
      if (drawn)
        return sendDrawn(c.req.header('accept-encoding'), drawn, vary, (sources) => c.set('pageScriptSources', sources))
    }
    const html = await indexHtml(path, search)
    if (html === null) return c.json({ message: 'the app is not built: run npm run build' }, 404)
    const page = encodedPage(html, c.req.header('accept-encoding'))
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=UTF-8', vary }
    if (page.encoding) headers['content-encoding'] = page.encoding
    return c.body(page.body, 200, headers)
  })
  return app
}
