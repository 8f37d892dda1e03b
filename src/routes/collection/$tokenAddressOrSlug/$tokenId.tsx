import { createFileRoute } from '@tanstack/react-router'
import { ItemPage } from '../../../features/collections'

export const Route = createFileRoute('/collection/$tokenAddressOrSlug/$tokenId')({
  component: CollectionItemRoute,
})

function CollectionItemRoute() {
  const { api } = Route.useRouteContext()
  const { tokenAddressOrSlug, tokenId } = Route.useParams()
  return (
    <ItemPage key={`${tokenAddressOrSlug}/${tokenId}`} api={api} collectionId={tokenAddressOrSlug} tokenId={tokenId} />
  )
}
