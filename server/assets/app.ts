import { Hono } from 'hono'
import { resolveAsset } from './catalogue.ts'
import { demoTokenMetadata } from './metadata.ts'

/** One year: a new CDN assets version gives new URLs, so a file never changes under its URL. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable'
const VERSION = /^[A-Za-z0-9._-]{1,40}$/

/**
 * The local CDN: `GET /assets/{version}/{path}` answers the generated demo files. Clients build
 * these URLs as `{cdnBase}/assets/{version}/` followed by the paths stored in the demo data.
 */
export const assetsApp = new Hono()

/**
 * The demo collections' token metadata (their tokenURI): `GET /assets/{version}/metadata/{slug}/{id}.json`,
 * OpenSea's standard with absolute file URLs under the same assets version.
 */
assetsApp.get('/assets/:version/metadata/:slug/:file{[0-9]+\\.json}', (c) => {
  const { version, slug, file } = c.req.param()
  if (!VERSION.test(version)) return c.json({ message: `Invalid assets version '${version}'` }, 400)
  const tokenId = file.slice(0, -'.json'.length)
  const origin = new URL(c.req.url).origin
  const metadata = demoTokenMetadata(slug, tokenId, `${origin}/assets/${version}/`, origin)
  if (!metadata) return c.json({ message: `No demo token ${tokenId} in collection '${slug}'` }, 404)
  return c.json(metadata, 200, { 'Cache-Control': CACHE_CONTROL })
})

assetsApp.get('/assets/:version/*', (c) => {
  const version = c.req.param('version')
  if (!VERSION.test(version)) {
    return c.json(
      { message: `Invalid assets version '${version}': use letters, digits, dots, dashes or underscores` },
      400,
    )
  }
  const prefix = `/assets/${version}/`
  const rawPath = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) : ''
  let path: string
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    return c.json({ message: `Malformed asset path '${rawPath}'` }, 400)
  }
  const file = resolveAsset(path)
  if (!file) return c.json({ message: `No asset at '${path}' in assets version '${version}'` }, 404)
  if (c.req.header('if-none-match') === file.etag) {
    return c.body(null, 304, { ETag: file.etag, 'Cache-Control': CACHE_CONTROL })
  }
  return c.body(file.bytes.slice().buffer, 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.byteLength),
    'Cache-Control': CACHE_CONTROL,
    ETag: file.etag,
  })
})
