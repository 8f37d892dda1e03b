import { createFileRoute } from '@tanstack/react-router'
import { useSiteConfig } from '../features/shell/site/SiteConfigContext'
import { GreatDeals, HomeBanner, HomeLayout } from '../features/home'
import { CertifiedPrizes } from '../features/prizes'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  const { api } = Route.useRouteContext()
  const config = useSiteConfig()
  return (
    <HomeLayout title={config.name} banner={<HomeBanner api={api} />}>
      <GreatDeals api={api} />
      <CertifiedPrizes api={api} compact title="Certified prizes" />
      {/* the compact quests leaderboard goes here once src/features/quests exports it */}
    </HomeLayout>
  )
}
