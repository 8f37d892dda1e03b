import type { Env } from '../config/env'
import type { PageMeta } from './pageMeta'

/** Text for an attribute value or an element's content: nothing in it can end either, or start a tag. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

const base = (url: string) => url.replace(/\/+$/, '')

/**
 * Where the CDN's files are, as others reach them: the configured CDN, or when none is configured
 * (the server answers them itself) the configured public origin, never the loopback address the
 * server listens on nor the Host a request names.
 */
function publicCdnBase(env: Env): string {
  return env.cdnBase === `http://127.0.0.1:${env.port}` ? base(env.publicUrl) : base(env.cdnBase)
}

/** A stored picture as an absolute URL: CDN paths under the CDN, absolute paths under the public origin. */
export function absoluteImageUrl(env: Env, image: string): string {
  if (/^https?:\/\//i.test(image)) return image
  if (image.startsWith('//')) return `https:${image}`
  if (image.startsWith('/')) return `${base(env.publicUrl)}${image}`
  return `${publicCdnBase(env)}/assets/${env.cdnVersion}/${image}`
}

/**
 * The head of a page's HTML for link previews and crawlers: the title, a description, the
 * canonical link, OpenGraph and the Twitter card, and the site's logo as its icon. Every URL is
 * absolute under the configured public origin (`PUBLIC_URL`) or CDN.
 */
export function headTags(env: Env, meta: PageMeta, site: { name: string; logo: string | null }): string {
  const url = `${base(env.publicUrl)}${meta.canonicalPath}`
  const image = meta.image && !meta.image.startsWith('data:') ? absoluteImageUrl(env, meta.image) : null
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    site.logo ? `<link rel="icon" href="${escapeHtml(absoluteImageUrl(env, site.logo))}">` : '',
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', site.name),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', url),
    image ? tag('property', 'og:image', image) : '',
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    image ? tag('name', 'twitter:image', image) : '',
  ].join('')
}
