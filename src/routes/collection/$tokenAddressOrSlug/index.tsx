import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '../../../features/collections'
import { useSiteConfig } from '../../../features/shell/site/SiteConfigContext'
import { collectionSearchSchema, collectionTraits, resetTraits, toggleTrait } from '../../-search/collection'

export const Route = createFileRoute('/collection/$tokenAddressOrSlug/')({
  validateSearch: collectionSearchSchema,
  component: CollectionRoute,
})

function CollectionRoute() {
  const { api } = Route.useRouteContext()
  const { tokenAddressOrSlug } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { name } = useSiteConfig()
  return (
    <CollectionPage
      key={tokenAddressOrSlug}
      api={api}
      collectionId={tokenAddressOrSlug}
      traits={collectionTraits(search)}
      onToggleTrait={(type, value) => void navigate({ search: toggleTrait(search, type, value, name) })}
      onResetFilters={() => void navigate({ search: resetTraits() })}
    />
  )
}
