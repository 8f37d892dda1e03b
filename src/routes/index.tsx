import { createFileRoute, Link } from '@tanstack/react-router'
import { useSession } from '../features/shell/session/SessionContext'
import { useSiteConfig } from '../features/shell/site/SiteConfigContext'
import { ArtContestInvite, GreatDeals, HomeLayout, HomeBanner, HomeSection } from '../features/home'
import { CertifiedPrizes } from '../features/prizes'
// the leaderboard alone, not the quests barrel with its sign-up machines: the first load stays light
import { CompactLeaderboard } from '../features/quests/leaderboard/CompactLeaderboard'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  const { api } = Route.useRouteContext()
  const config = useSiteConfig()
  const { session } = useSession()
  return (
    <HomeLayout title={config.name} banner={<HomeBanner api={api} />}>
      <GreatDeals api={api} />
      <CertifiedPrizes api={api} compact title="Certified prizes" />
      {config.enableArtContest ? <ArtContestInvite /> : null}
      <HomeSection title="Leaderboard">
        <CompactLeaderboard
          api={api}
          account={session.status === 'signed-in' ? session.account : null}
          fullLink={<Link to="/quests/leaderboard">View full leaderboard</Link>}
        />
      </HomeSection>
    </HomeLayout>
  )
}
