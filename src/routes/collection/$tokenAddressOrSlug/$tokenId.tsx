import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../../ui/page/PageIntro'

export const Route = createFileRoute('/collection/$tokenAddressOrSlug/$tokenId')({
  component: CollectionItemPage,
})

function CollectionItemPage() {
  const { tokenAddressOrSlug, tokenId } = Route.useParams()
  return (
    <PageIntro title={`Item #${tokenId}`}>
      <p>
        This page will show item #{tokenId} of {tokenAddressOrSlug} with its media, traits, price, rarity and transfers.
      </p>
    </PageIntro>
  )
}
