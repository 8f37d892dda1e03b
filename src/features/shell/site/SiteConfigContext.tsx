import { createContext, useContext, type ReactNode } from 'react'
import type { SiteConfig } from '../../../services/api'

const SiteConfigContext = createContext<SiteConfig | null>(null)

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>
}

/** The site configuration the root route loaded from `GET /api/site-configs`. */
export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext)
  if (!config) throw new Error('useSiteConfig needs a <SiteConfigProvider> above it')
  return config
}
