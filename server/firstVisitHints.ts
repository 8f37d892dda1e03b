import type { ClientEnv } from './spa'

/** A resource the page will ask for at once, announced in index.html so it is fetched with the code. */
export interface Preload {
  href: string
  as: 'fetch' | 'image'
  /** fetch(): the API client sends cookies (`use-credentials`), plain fetches do not (`anonymous`). */
  crossorigin?: 'use-credentials' | 'anonymous'
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const base = (url: string) => url.replace(/\/+$/, '')
const cdnUrl = (env: ClientEnv, path: string) => `${base(env.cdnBase)}/assets/${env.cdnVersion}/${path}`

/** `<link rel="preload">` elements for `preloads`; the image ones with a high fetch priority (the LCP). */
export function preloadLinks(preloads: Preload[]): string {
  return preloads
    .map(({ href, as, crossorigin }) => {
      const extra = `${crossorigin ? ` crossorigin="${crossorigin}"` : ''}${as === 'image' ? ' fetchpriority="high"' : ''}`
      return `<link rel="preload" href="${attribute(href)}" as="${as}"${extra}>`
    })
    .join('')
}

/**
 * What a first visit of `path` fetches before it can paint its main content, so the browser asks
 * for it beside the code instead of after it: the site configuration on every page; on the home,
 * the default collection, the Odyssey document and the default collection's banner (the largest
 * picture). The URLs are the ones the page itself requests (siteConfigQuery, homeQueries,
 * odysseyQuery, HomeBanner), else the browser fetches twice.
 */
export function firstVisitPreloads(path: string, env: ClientEnv, homeBanner: string | null): Preload[] {
  const api = base(env.mainUrl)
  const preloads: Preload[] = [{ href: `${api}/api/site-configs`, as: 'fetch', crossorigin: 'use-credentials' }]
  if (path !== '/') return preloads
  preloads.push(
    { href: `${api}/api/defaultCollection?chainId=${env.chainId}`, as: 'fetch', crossorigin: 'use-credentials' },
    { href: cdnUrl(env, 'story/odyssey.json'), as: 'fetch', crossorigin: 'anonymous' },
  )
  // as the page's assetUrl: CDN-relative paths go under the CDN, URLs and absolute paths as they are
  if (homeBanner && !homeBanner.startsWith('data:'))
    preloads.push({
      href: /^(https?:)?\/\//.test(homeBanner) || homeBanner.startsWith('/') ? homeBanner : cdnUrl(env, homeBanner),
      as: 'image',
    })
  return preloads
}

/**
 * The `hints` of spaApp: the preload links of each page, the home's banner read from the default
 * collection at most once a minute (`homeBanner` answers its stored path, or null without one).
 */
export function firstVisitHints(homeBanner: () => Promise<string | null>, maxAgeMs = 60_000) {
  let banner: { path: Promise<string | null>; at: number } | null = null
  const currentBanner = () => {
    if (!banner || Date.now() - banner.at > maxAgeMs) banner = { path: homeBanner().catch(() => null), at: Date.now() }
    return banner.path
  }
  return async (path: string, env: ClientEnv) =>
    preloadLinks(firstVisitPreloads(path, env, path === '/' ? await currentBanner() : null))
}
