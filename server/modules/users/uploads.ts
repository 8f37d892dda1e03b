import { eq } from 'drizzle-orm'
import { uploads } from '../../db/schema'
import type { AppContext, AppDeps } from '../../http/context'

const UPLOAD_ID = /^[0-9a-f-]{36}$/

/** The upload id of an image URL this server gave out (`…/uploads/{id}`), or null. */
export function uploadIdOf(imageUrl: string): string | null {
  const id = imageUrl.match(/\/uploads\/([^/?#]+)$/)?.[1]
  return id && UPLOAD_ID.test(id) ? id : null
}

/** `GET /uploads/{id}`: an uploaded profile image. */
export async function uploadsRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const id = c.req.param('id') ?? ''
  if (!UPLOAD_ID.test(id)) return c.json({ message: 'params.id: expected an upload id' }, 400)
  const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, id)).limit(1)
  if (!row) return c.json({ message: `no upload ${id}` }, 404)
  return c.body(Buffer.from(row.bytes, 'base64'), 200, {
    'content-type': row.mime,
    'cache-control': 'public, max-age=31536000, immutable',
  })
}
