import { createFileRoute } from '@tanstack/react-router'
import { collectionSearchSchema } from '../../-search/collection'
import { CollectionFilters } from './-components/CollectionFilters'

export const Route = createFileRoute('/collection/$tokenAddressOrSlug/')({
  validateSearch: collectionSearchSchema,
  component: CollectionRoute,
})

function CollectionRoute() {
  const { tokenAddressOrSlug } = Route.useParams()
  const search = Route.useSearch()
  return <CollectionFilters tokenAddressOrSlug={tokenAddressOrSlug} search={search} />
}
