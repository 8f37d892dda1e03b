import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../ui/page/PageIntro'
import { SellPlaceholder } from '../../ui/page/SellPlaceholder'

export const Route = createFileRoute('/explore/')({
  component: ExplorePage,
})

function ExplorePage() {
  return (
    <PageIntro title="Explore">
      <p>This page will let you browse every item of the collection, with its price and reactions.</p>
      <SellPlaceholder />
    </PageIntro>
  )
}
