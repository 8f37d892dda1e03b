import { eq } from 'drizzle-orm'
import { assetPrices, siteConfig } from '../../db/schema'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import type { SiteConfig } from '../../../src/services/api'

export const siteRoutes = [
  route('getSiteConfigs', async ({ deps }) => {
    const [row] = await deps.db.select().from(siteConfig).where(eq(siteConfig.id, 1)).limit(1)
    if (!row) throw notFound('no site configuration has been stored')
    return row.config as SiteConfig
  }),
  route('getEtherPrice', async ({ deps }) => {
    const [row] = await deps.db
      .select({ priceUsd: assetPrices.priceUsd })
      .from(assetPrices)
      .where(eq(assetPrices.symbol, 'ETH'))
      .limit(1)
    if (!row) throw notFound('no ether price has been stored')
    return row.priceUsd
  }),
]
