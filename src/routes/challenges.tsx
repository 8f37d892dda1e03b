import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../ui/page/PageIntro'

export const Route = createFileRoute('/challenges')({
  component: ChallengesPage,
})

function ChallengesPage() {
  return (
    <PageIntro title="Challenges" hero>
      <p>This page will list the open and upcoming challenges of the arena, with their rules and prizes.</p>
    </PageIntro>
  )
}
