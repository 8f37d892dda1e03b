import { createFileRoute, useRouter } from '@tanstack/react-router'
import { CollectionPage } from '../../../features/collections/collection/CollectionPage'
import { collectionPageTitle, loadCollectionPage } from '../../../features/collections/queries'
import { titleHead } from '../../../features/shell/head/routeHead'
import { useSiteConfig } from '../../../features/shell/site/SiteConfigContext'
import {
  collectionOffset,
  collectionSearchSchema,
  collectionTraits,
  resetTraits,
  toggleTrait,
  withOffset,
  withSearchText,
  withSort,
} from '../../-search/collection'

export const Route = createFileRoute('/collection/$tokenAddressOrSlug/')({
  validateSearch: collectionSearchSchema,
  loader: ({ context: { queryClient, api }, params }) =>
    loadCollectionPage(queryClient, api, params.tokenAddressOrSlug),
  head: ({ matches, match, params }) =>
    titleHead(
      { matches },
      ...collectionPageTitle(match.context.queryClient, match.context.api, params.tokenAddressOrSlug),
    ),
  component: CollectionRoute,
})

function CollectionRoute() {
  const { api } = Route.useRouteContext()
  const { tokenAddressOrSlug } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const router = useRouter()
  const { name } = useSiteConfig()
  return (
    <CollectionPage
      key={tokenAddressOrSlug}
      api={api}
      collectionId={tokenAddressOrSlug}
      traits={collectionTraits(search)}
      sort={search.sortBy}
      search={search.search ?? ''}
      offset={collectionOffset(search, name)}
      onToggleTrait={(type, value) => void navigate({ search: toggleTrait(search, type, value, name) })}
      onResetFilters={() => void navigate({ search: resetTraits(search, name) })}
      onSort={(sortBy) => void navigate({ search: withSort(search, sortBy, name) })}
      // each settled search replaces the entry instead of stacking one per word
      onSearch={(text) => void navigate({ search: withSearchText(search, text, name), replace: true })}
      // the scroll position follows along in place: Back leaves the page, not the scroll; never
      // over a navigation on its way (a card's item page, loading), which it would cancel
      onOffsetChange={(offset) => {
        if (router.state.status === 'pending') return
        void navigate({ search: withOffset(search, offset, name), replace: true, resetScroll: false })
      }}
    />
  )
}
