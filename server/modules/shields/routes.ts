import { and, asc, count, eq, ilike, sql } from 'drizzle-orm'
import { getAddress } from 'viem'
import { resolveProtectedFile } from '../../assets/catalogue'
import { assetPaths } from '../../seed/data/asset-paths'
import { guardians, memberShields, shields } from '../../db/schema'
import { forbidden, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { pageOf } from '../paging'

const shieldOut = (row: typeof shields.$inferSelect) => ({
  _id: row.id,
  chainId: row.chainId,
  name: row.name,
  description: row.description,
  image: row.image,
})

const guardianOut = (row: typeof guardians.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  image: row.image,
  bannerImage: row.bannerImage,
})

/** Names are matched as text, never as a pattern. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

export const shieldRoutes = [
  route('getShields', async ({ query, deps }) => {
    const where = query.name ? ilike(shields.name, containing(query.name)) : undefined
    const { offset, limit } = pageOf(query, 50)
    const rows = await deps.db
      .select()
      .from(shields)
      .where(where)
      .orderBy(asc(shields.position))
      .limit(limit)
      .offset(offset)
    const [total] = await deps.db.select({ total: count() }).from(shields).where(where)
    return { items: rows.map(shieldOut), totalCount: total?.total ?? 0 }
  }),
  route('getAccountShields', async ({ params, deps }) => {
    const rows = await deps.db
      .select({ shield: shields })
      .from(memberShields)
      .innerJoin(shields, eq(shields.id, memberShields.shieldId))
      .where(eq(memberShields.account, getAddress(params.account)))
      .orderBy(asc(shields.position))
    return rows.map(({ shield }) => shieldOut(shield))
  }),
  route('getGuardians', async ({ query, deps }) => {
    const where = query.name ? ilike(guardians.name, containing(query.name)) : undefined
    const { offset, limit } = pageOf(query, 50)
    const rows = await deps.db
      .select()
      .from(guardians)
      .where(where)
      .orderBy(asc(guardians.position))
      .limit(limit)
      .offset(offset)
    const [total] = await deps.db.select({ total: count() }).from(guardians).where(where)
    return { items: rows.map(guardianOut), totalCount: total?.total ?? 0 }
  }),
  route('getGuardian', async ({ params, deps }) => {
    const [row] = await deps.db.select().from(guardians).where(eq(guardians.id, params.id)).limit(1)
    if (!row) throw notFound(`no guardian ${params.id}`)
    return guardianOut(row)
  }),
  route('downloadShield', async ({ params, account, deps, c }) => {
    const [shield] = await deps.db
      .select()
      .from(shields)
      .where(eq(sql`replace(${shields.name}, ' ', '_')`, params.name))
      .limit(1)
    if (!shield) throw notFound(`no shield ${params.name}`)
    const [owned] = await deps.db
      .select({ shieldId: memberShields.shieldId })
      .from(memberShields)
      .where(and(eq(memberShields.account, account), eq(memberShields.shieldId, shield.id)))
      .limit(1)
    if (!owned) throw forbidden('Unlock to download!')
    // the full-size file sits outside the public assets: only this owner-checked call hands it out
    const file = resolveProtectedFile(assetPaths.shieldFile(shield.id))
    if (!file) throw notFound(`the file of shield ${shield.name} is missing`)
    return c.body(file.bytes.slice().buffer, 200, {
      'content-type': 'image/png',
      'content-disposition': `attachment; filename="${params.name}.png"`,
      'cache-control': 'private, no-store',
    })
  }),
]
