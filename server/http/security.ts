import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { Env } from '../config/env'
import type { AppVariables } from './context'

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => !!value)),
]

/** Where the wallet connector (Reown AppKit) talks, only when a project id turns it on. */
const WALLETCONNECT_ORIGINS = [
  'https://*.walletconnect.org',
  'https://*.walletconnect.com',
  'wss://*.walletconnect.org',
  'wss://*.walletconnect.com',
  'https://*.web3modal.org',
  'https://*.reown.com',
]

/**
 * The app's Content Security Policy, derived from the configuration:
 * - scripts only from the app's own origin: the built SPA has no inline script (the client
 *   environment is a JSON data block, which is not executed);
 * - styles also inline: sonner and the wallet connector insert `<style>` elements at run time;
 * - images, media and fetched documents (story JSON, 3D models) from the CDN base, plus `data:` and
 *   `blob:` for three.js textures, uPlot's canvas exports and image previews before upload;
 * - connect-src: the app's own origin, the three service origins, the CDN and the page's chain RPC (the
 *   development wallet and viem read the chain from the page);
 * - workers from the app or `blob:` (three.js loaders), no plugins, no framing by anyone.
 */
export function contentSecurityPolicy(env: Env) {
  const services = [env.mainUrl, env.blogUrl, env.authUrl, env.publicUrl].map(originOf)
  const cdn = originOf(env.cdnBase)
  // the page talks to its own RPC; the server's (which may hold a key) is named nowhere public
  const rpc = originOf(env.publicRpcUrl)
  const wallet = env.reownProjectId ? WALLETCONNECT_ORIGINS : []
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: unique(["'self'", 'data:', 'blob:', cdn, ...services, ...wallet]),
    mediaSrc: unique(["'self'", 'blob:', cdn]),
    fontSrc: unique(["'self'", 'data:', ...wallet]),
    connectSrc: unique(["'self'", ...services, cdn, rpc, ...wallet]),
    workerSrc: ["'self'", 'blob:'],
    frameSrc: unique(["'self'", ...wallet]),
  }
}

/** What a page handler tells the CSP: the inline scripts of a server-drawn page, by hash. */
export interface PageVariables {
  pageScriptSources?: string[]
}

/**
 * Hono's security headers with the policy above. Files other origins may embed (the demo CDN and
 * uploaded images) are marked cross-origin resources; everything else stays same-origin.
 */
export function securityHeaders(env: Env): MiddlewareHandler<{ Variables: AppVariables & PageVariables }> {
  const headers = secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(env),
    // wallet extensions and connectors may open popups that talk back to the page
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    strictTransportSecurity: env.publicUrl.startsWith('https:') ? 'max-age=15552000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
  })
  return async (c, next) => {
    await headers(c, next)
    // a server-drawn page's router state is inline: those scripts, and no others, may run
    const sources = c.get('pageScriptSources')
    const policy = c.res.headers.get('Content-Security-Policy')
    if (sources?.length && policy)
      c.res.headers.set(
        'Content-Security-Policy',
        policy.replace("script-src 'self'", `script-src 'self' ${sources.join(' ')}`),
      )
    const path = c.req.path
    if (path.startsWith('/assets/') || path.startsWith('/uploads/'))
      c.header('Cross-Origin-Resource-Policy', 'cross-origin')
  }
}

/** Whether cookies must carry `Secure`: the public URL, or the request itself, is https. */
export const secureCookies = (env: Env, requestUrl: string) =>
  env.publicUrl.startsWith('https:') || requestUrl.startsWith('https:')

/**
 * Whether a request that changes data comes from another site. A browser says where a request
 * comes from in `Origin` (every non-GET fetch) and `Sec-Fetch-Site` (every request of a current
 * browser); a cross-site top-level GET carries the SameSite=Lax cookie but says `cross-site`.
 * Requests without either header are not from a browser page, and carry no ambient cookie.
 */
export function isCrossSite(env: Env, requestUrl: string, headers: (name: string) => string | undefined): boolean {
  const allowed = new Set(
    unique([originOf(requestUrl), ...[env.publicUrl, env.mainUrl, env.blogUrl, env.authUrl].map(originOf)]),
  )
  const origin = headers('origin')
  if (origin !== undefined) return !allowed.has(origin)
  const site = headers('sec-fetch-site')
  return site !== undefined && site !== 'same-origin' && site !== 'none'
}
