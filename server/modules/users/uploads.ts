import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { uploads } from '../../db/schema'
import type { AppContext, AppDeps } from '../../http/context'

export async function storeUpload(db: Db, account: string, mime: string, bytes: Uint8Array): Promise<string> {
  const id = randomUUID()
  await db.insert(uploads).values({ id, account, mime, bytes: Buffer.from(bytes).toString('base64') })
  return id
}

/** `GET /uploads/{id}`: an uploaded profile image. */
export async function uploadsRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const id = c.req.param('id') ?? ''
  if (!/^[0-9a-f-]{36}$/.test(id)) return c.json({ message: 'params.id: expected an upload id' }, 400)
  const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, id)).limit(1)
  if (!row) return c.json({ message: `no upload ${id}` }, 404)
  return c.body(Buffer.from(row.bytes, 'base64'), 200, {
    'content-type': row.mime,
    'cache-control': 'public, max-age=31536000, immutable',
  })
}
