import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../ui/page/PageIntro'

export const Route = createFileRoute('/odyssey/')({
  component: OdysseyIndexPage,
})

function OdysseyIndexPage() {
  return (
    <PageIntro title="Odyssey" hero>
      <p>
        Our story, the legend of Koi, and four challenges: Golden Temple, Mystic Forest, Mystic River and Great
        Waterfall. Cash-prized contests of 3,000 and 5,000 dollars run for two weeks each.
      </p>
    </PageIntro>
  )
}
