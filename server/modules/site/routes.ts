import { eq } from 'drizzle-orm'
import { assetPrices, siteConfig } from '../../db/schema'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import type { SiteConfig } from '../../../src/services/api'

export const siteRoutes = [
  route('getSiteConfigs', async ({ deps }) => {
    const [row] = await deps.db.select().from(siteConfig).where(eq(siteConfig.id, 1)).limit(1)
    if (!row) throw notFound('no site configuration has been stored')
    const stored = row.config as SiteConfig
    const config = deps.env.siteMode ? { ...stored, mode: deps.env.siteMode } : stored
    // claims are signed for the vault of the server's chain (it is in their EIP-712 domain): with a
    // chain, that vault is the site's swap address, whatever the stored row says
    return deps.chain ? { ...config, KoiSwapAddress: deps.chain.contracts.claimVault } : config
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
