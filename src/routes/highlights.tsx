import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../ui/page/PageIntro'

export const Route = createFileRoute('/highlights')({
  component: HighlightsPage,
})

function HighlightsPage() {
  return (
    <PageIntro title="Highlights">
      <p>
        This page will gather the moments of the community: the best fan art, the contest winners and the news of the
        arena.
      </p>
    </PageIntro>
  )
}
