import {
  calls,
  collectionMetadataRequest,
  etherPriceRequest,
  memberProfileRequest,
  nftRequest,
  presaleMetadataRequest,
  supportedTokensRequest,
  swapLeaderboardRequest,
  type CallName,
  type PageRequest,
} from '../src/services/api'
import { requestUrl } from '../src/services/api/requestUrl'
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
 * the default collection and the Odyssey document; on a collection's page its metadata, on an
 * item's page the item and its collection's metadata, on a profile the member's profile, on the
 * swaps page its four calls; and the picture the page leads with (its largest paint: a banner, an
 * item's picture). The URLs are the
 * ones the page itself requests (siteConfigQuery, homeQueries, odysseyQuery,
 * src/services/api/pageRequests.ts, the page's assetUrl), else the browser fetches twice.
 */
export function firstVisitPreloads(path: string, env: ClientEnv, leadImage: string | null): Preload[] {
  const api = base(env.mainUrl)
  const preloads: Preload[] = [{ href: `${api}/api/site-configs`, as: 'fetch', crossorigin: 'use-credentials' }]
  if (path === '/')
    preloads.push(
      { href: `${api}/api/defaultCollection?chainId=${env.chainId}`, as: 'fetch', crossorigin: 'use-credentials' },
      { href: cdnUrl(env, 'story/odyssey.json'), as: 'fetch', crossorigin: 'anonymous' },
    )
  // the collection and item pages' first calls, built as the pages build them
  const fetchOf = <N extends CallName>({ name, request }: PageRequest<N>): Preload => ({
    href: requestUrl(env, calls[name], request),
    as: 'fetch',
    crossorigin: 'use-credentials',
  })
  const [area, collection, tokenId, ...rest] = path.split('/').filter(Boolean)
  // (what the pages' route loaders fetch before rendering: src/features/collections/queries.ts)
  if (area === 'collection' && collection !== undefined && rest.length === 0) {
    if (tokenId !== undefined) preloads.push(fetchOf(nftRequest(collection, tokenId)))
    preloads.push(fetchOf(collectionMetadataRequest(collection)))
  }
  // (the profile page's: src/features/forge/profileTitle.ts)
  if (area === 'forge' && collection !== undefined && tokenId === undefined)
    preloads.push(fetchOf(memberProfileRequest(collection, env.chainId)))
  // (and the swaps page's: src/routes/swaps.tsx)
  if (path === '/swaps')
    preloads.push(
      fetchOf(supportedTokensRequest()),
      fetchOf(swapLeaderboardRequest()),
      fetchOf(presaleMetadataRequest(env.defaultTokenAddress)),
      fetchOf(etherPriceRequest()),
    )
  // as the page's assetUrl: CDN-relative paths go under the CDN, URLs and absolute paths as they are
  if (leadImage && !leadImage.startsWith('data:'))
    preloads.push({
      href: /^(https?:)?\/\//.test(leadImage) || leadImage.startsWith('/') ? leadImage : cdnUrl(env, leadImage),
      as: 'image',
    })
  return preloads
}

/**
 * The `hints` of spaApp: the preload links of each page, with the picture `leadImage` names for it
 * (its stored path, or null; server/modules/collections/leadImage.ts). A failed lookup only costs
 * the hint.
 */
export function firstVisitHints(leadImage: (path: string) => Promise<string | null>) {
  return async (path: string, env: ClientEnv, { dataInPage = false }: { dataInPage?: boolean } = {}) => {
    const preloads = firstVisitPreloads(path, env, await leadImage(path).catch(() => null))
    // a server-drawn page carries its first data: only its picture is worth asking for early
    return preloadLinks(dataInPage ? preloads.filter((preload) => preload.as === 'image') : preloads)
  }
}
