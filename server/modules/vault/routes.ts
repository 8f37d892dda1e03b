import { extname } from 'node:path'
import { asc, count, eq } from 'drizzle-orm'
import { resolveAsset, resolveProtectedFile } from '../../assets/catalogue'
import type { Db } from '../../db/connect'
import { certifiedNfts, vaultAssets, vaultDownloads } from '../../db/schema'
import { linkedAccountId } from '../social/linkedAccount'
import { forbidden, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { pageOf } from '../paging'

export const PRIZES_PAGE = 8

const assetOut = (row: typeof vaultAssets.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  image: row.thumbnail,
  mime: row.fileMime,
})

/** The vault opens only to members with a linked X account (the spec). */
async function assertVaultOpen(db: Db, account: string) {
  if ((await linkedAccountId(db, account, 'twitter')) === null) throw forbidden('link your X account to open the vault')
}

async function findAsset(db: Db, id: string) {
  const [asset] = await db.select().from(vaultAssets).where(eq(vaultAssets.id, id)).limit(1)
  if (!asset) throw notFound(`no vault asset ${id}`)
  return asset
}

export const vaultRoutes = [
  route('getCertifiedNfts', async ({ query, deps }) => {
    const { offset, limit } = pageOf(query, PRIZES_PAGE)
    const rows = await deps.db
      .select()
      .from(certifiedNfts)
      .orderBy(asc(certifiedNfts.position))
      .limit(limit)
      .offset(offset)
    return rows.map((row) => ({ _id: row.id, name: row.name, image: row.image }))
  }),
  route('getCertifiedNftsCount', async ({ deps }) => {
    const [row] = await deps.db.select({ total: count() }).from(certifiedNfts)
    return { totalCount: row?.total ?? 0 }
  }),
  route('getVaultAssets', async ({ query, deps }) => {
    const { offset, limit } = pageOf(query, 20)
    const rows = await deps.db.select().from(vaultAssets).orderBy(asc(vaultAssets.position)).limit(limit).offset(offset)
    return rows.map(assetOut)
  }),
  route('getVaultCount', async ({ deps }) => {
    const [row] = await deps.db.select({ total: count() }).from(vaultAssets)
    return { totalCount: row?.total ?? 0 }
  }),
  route('downloadVaultAsset', async ({ params, account, deps }) => {
    const asset = await findAsset(deps.db, params.id)
    await assertVaultOpen(deps.db, account)
    await deps.db.insert(vaultDownloads).values({ assetId: asset.id, account })
    const [downloads] = await deps.db
      .select({ total: count() })
      .from(vaultDownloads)
      .where(eq(vaultDownloads.assetId, asset.id))
    return {
      _id: asset.id,
      name: asset.name,
      // the file comes through the gated file call, never from a public address
      url: `${deps.env.mainUrl}/api/vault/files/${encodeURIComponent(asset.id)}`,
      mime: asset.fileMime,
      downloads: downloads?.total ?? 0,
    }
  }),
  route('getVaultFile', async ({ params, account, deps, c }) => {
    const asset = await findAsset(deps.db, params.id)
    await assertVaultOpen(deps.db, account)
    const file = resolveProtectedFile(asset.fileUri) ?? resolveAsset(asset.fileUri)
    if (!file) throw notFound(`the file of vault asset ${asset.id} is missing`)
    const name = `${asset.id}${extname(asset.fileUri)}`
    return c.body(file.bytes.slice().buffer, 200, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    })
  }),
]
