import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../ui/page/PageIntro'

export const Route = createFileRoute('/swaps')({
  component: SwapsPage,
})

function SwapsPage() {
  return (
    <PageIntro title="Swap and claim">
      <p>
        This page will show the tokens you can swap your GCoins for, how much you can claim right now, and the swap
        leaderboard.
      </p>
    </PageIntro>
  )
}
