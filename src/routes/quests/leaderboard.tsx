import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../ui/page/PageIntro'

export const Route = createFileRoute('/quests/leaderboard')({
  component: QuestsLeaderboardPage,
})

function QuestsLeaderboardPage() {
  return (
    <PageIntro title="Leaderboard">
      <p>The leaderboard is on its way: this page will list members ranked by GCoins, with their stars and points.</p>
    </PageIntro>
  )
}
