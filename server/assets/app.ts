import { Hono } from 'hono'
import { resolveAsset } from './catalogue.ts'

/** One year: a new CDN assets version gives new URLs, so a file never changes under its URL. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable'
const VERSION = /^[A-Za-z0-9._-]{1,40}$/

/**
 * The local CDN: `GET /assets/{version}/{path}` answers the generated demo files. Clients build
 * these URLs as `{cdnBase}/assets/{version}/` followed by the paths stored in the demo data.
 */
export const assetsApp = new Hono()

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
