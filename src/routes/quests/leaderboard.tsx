import { createFileRoute } from '@tanstack/react-router'
import { FullLeaderboard } from '../../features/quests'
import { useSession } from '../../features/shell/session/SessionContext'
import { sectionHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/quests/leaderboard')({
  head: sectionHead('/quests/leaderboard'),
  component: QuestsLeaderboardPage,
})

function QuestsLeaderboardPage() {
  const { api, env } = Route.useRouteContext()
  const { session } = useSession()
  return <FullLeaderboard api={api} env={env} session={session} />
}
