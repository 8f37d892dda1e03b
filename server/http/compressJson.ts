import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'

/** JSON answers below this many bytes go as they are: compressing them saves less than it costs. */
export const JSON_COMPRESS_THRESHOLD = 1024

const isJson = (type: string | null) => type !== null && /^application\/(.+\+)?json/i.test(type)

/**
 * Hono's compress (gzip or deflate, as the request accepts) for the JSON answers of at least
 * {@link JSON_COMPRESS_THRESHOLD} bytes. The middleware's threshold reads `Content-Length`: the
 * calls' answers state it (`jsonAnswer`, `serializedAnswer`), and for any other JSON (`c.json`
 * leaves it out) it is set here from the body first. Reading a body back makes the Node adapter
 * build a web Response around it, which cost more than the whole call: answers with a stated
 * length skip it. Answers already encoded (the cached pre-compressed pages) pass through untouched.
 */
export function compressJson(): MiddlewareHandler {
  const compressor = compress({ threshold: JSON_COMPRESS_THRESHOLD, contentTypeFilter: (type) => isJson(type) })
  return (c, next) =>
    compressor(c, async () => {
      await next()
      const response = c.res
      if (!isJson(response.headers.get('content-type')) || response.headers.has('content-encoding')) return
      if (response.headers.has('content-length') || response.body === null) return
      const bytes = await response.arrayBuffer()
      const sized = new Response(bytes, response)
      sized.headers.set('content-length', String(bytes.byteLength))
      c.res = sized
    })
}
