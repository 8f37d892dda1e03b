import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../ui/page/PageIntro'

export const Route = createFileRoute('/explore/')({
  component: ExploreIndexPage,
})

function ExploreIndexPage() {
  return (
    <PageIntro title="Explore">
      <p>This page will let you browse every item of the collection, with its price and reactions.</p>
    </PageIntro>
  )
}
