import { and, asc, count, eq } from 'drizzle-orm'
import { certifiedNfts, socialAccounts, vaultAssets, vaultDownloads } from '../../db/schema'
import { forbidden, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { pageOf } from '../paging'

export const PRIZES_PAGE = 8

const assetOut = (row: typeof vaultAssets.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  image: row.thumbnail,
  file: row.fileUri,
  mime: row.fileMime,
})

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
    const [asset] = await deps.db.select().from(vaultAssets).where(eq(vaultAssets.id, params.id)).limit(1)
    if (!asset) throw notFound(`no vault asset ${params.id}`)
    // the spec opens the vault only to members with a linked X account
    const [linked] = await deps.db
      .select({ provider: socialAccounts.provider })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.account, account), eq(socialAccounts.provider, 'twitter')))
      .limit(1)
    if (!linked) throw forbidden('link your X account to open the vault')
    await deps.db.insert(vaultDownloads).values({ assetId: asset.id, account })
    const [downloads] = await deps.db
      .select({ total: count() })
      .from(vaultDownloads)
      .where(eq(vaultDownloads.assetId, asset.id))
    return {
      _id: asset.id,
      name: asset.name,
      url: `${deps.env.cdnBase}/assets/${deps.env.cdnVersion}/${asset.fileUri}`,
      mime: asset.fileMime,
      downloads: downloads?.total ?? 0,
    }
  }),
]
