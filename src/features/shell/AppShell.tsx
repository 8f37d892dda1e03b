import type { CSSProperties, ReactNode } from 'react'
import { SkipLink } from '../../ui/skip-link/SkipLink'
import { LazyToaster } from '../../ui/toast/LazyToaster'
import { Footer } from './footer/Footer'
import { Navbar } from './navbar/Navbar'
import { useSiteConfig } from './site/SiteConfigContext'
import './AppShell.css'

/** The page shell: the skip link, navbar, the page, footer and the toast area, themed by the site's styles. */
export function AppShell({ children }: { children: ReactNode }) {
  const config = useSiteConfig()
  const theme = {
    '--koi-background': config.styles.background,
    '--koi-color': config.styles.color,
    '--koi-card-background': config.styles.cardBackground,
    '--koi-card-border': config.styles.cardBorder,
    '--koi-card-color': config.styles.cardColor,
  } as CSSProperties

  return (
    <div className="koi-app" style={theme}>
      <SkipLink targetId="koi-content" />
      <Navbar />
      <main id="koi-content" className="koi-app__main" tabIndex={-1}>
        {children}
      </main>
      <Footer name={config.name} socials={config.socials} showFlows={config.enableFlowsLink !== false} />
      <LazyToaster />
    </div>
  )
}
