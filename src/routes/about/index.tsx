import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../ui/page/PageIntro'

export const Route = createFileRoute('/about/')({
  component: AboutIndexPage,
})

function AboutIndexPage() {
  return (
    <PageIntro title="About" hero>
      <p>This page will present the project, the team behind it and the story so far.</p>
    </PageIntro>
  )
}
