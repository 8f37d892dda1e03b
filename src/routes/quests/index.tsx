import { createFileRoute, Link } from '@tanstack/react-router'
import { QuestsLanding } from '../../features/quests'
import { useSession } from '../../features/shell/session/SessionContext'
import { useSiteConfig } from '../../features/shell/site/SiteConfigContext'
import { questsSearchSchema } from '../-search/quests'
import { sectionHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/quests/')({
  head: sectionHead('/quests'),
  validateSearch: questsSearchSchema,
  component: QuestsPage,
})

function QuestsPage() {
  const { api, env } = Route.useRouteContext()
  const { name, enableDiscordStep } = useSiteConfig()
  const { session, connect, sign } = useSession()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <QuestsLanding
      api={api}
      env={env}
      product={name}
      includeDiscord={enableDiscordStep}
      session={session}
      connect={connect}
      sign={sign}
      search={search}
      onSearch={(update) => void navigate({ search: update, replace: true })}
      fullLeaderboardLink={
        <Link to="/quests/leaderboard" className="koi-leaderboard__more">
          View full leaderboard
        </Link>
      }
    />
  )
}
