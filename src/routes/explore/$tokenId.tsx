import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../ui/page/PageIntro'

export const Route = createFileRoute('/explore/$tokenId')({
  component: ExploreTokenidPage,
})

function ExploreTokenidPage() {
  const { tokenId } = Route.useParams()
  return (
    <PageIntro title={`Item #${tokenId}`}>
      <p>This page will show the item with its media, traits, price and transfer history.</p>
    </PageIntro>
  )
}
