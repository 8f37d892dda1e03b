import { eq } from 'drizzle-orm'
import { siteConfig } from '../../db/schema'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import type { SiteConfig } from '../../../src/services/api'

/** Until a real price feed is configured, the ether price the swap limits are computed from. */
export const ETHER_PRICE_USD = '3150.42'

export const siteRoutes = [
  route('getSiteConfigs', async ({ deps }) => {
    const [row] = await deps.db.select().from(siteConfig).where(eq(siteConfig.id, 1)).limit(1)
    if (!row) throw notFound('no site configuration has been stored')
    return row.config as SiteConfig
  }),
  route('getEtherPrice', () => ETHER_PRICE_USD),
]
