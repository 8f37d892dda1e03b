import { createFileRoute } from '@tanstack/react-router'
import { ItemPage } from '../../../features/collections/item/ItemPage'
import { itemPageTitle, loadItemPage } from '../../../features/collections/queries'
import { titleHead } from '../../../features/shell/head/routeHead'
import { useSession } from '../../../features/shell/session/SessionContext'
import { providerResultOf, socialSearchSchema, withoutProviderResult } from '../../../services/social/signIn'

export const Route = createFileRoute('/collection/$tokenAddressOrSlug/$tokenId')({
  // the X sign-in of the like control comes back here with its result
  validateSearch: socialSearchSchema,
  loader: ({ context: { queryClient, api }, params }) =>
    loadItemPage(queryClient, api, params.tokenAddressOrSlug, params.tokenId),
  head: ({ matches, match, params }) =>
    titleHead(
      { matches },
      ...itemPageTitle(match.context.queryClient, match.context.api, params.tokenAddressOrSlug, params.tokenId),
    ),
  component: CollectionItemRoute,
})

function CollectionItemRoute() {
  const { session, connect } = useSession()
  const { api } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { tokenAddressOrSlug, tokenId } = Route.useParams()
  return (
    <ItemPage
      key={`${tokenAddressOrSlug}/${tokenId}`}
      api={api}
      collectionId={tokenAddressOrSlug}
      tokenId={tokenId}
      member={session}
      connect={connect}
      xLink={{
        result: providerResultOf(search),
        onResultRead: () => void navigate({ search: withoutProviderResult, replace: true }),
      }}
    />
  )
}
