import { createFileRoute } from '@tanstack/react-router'
import { ItemPage } from '../../../features/collections'
import { useSession } from '../../../features/shell/session/SessionContext'
import { useStartXLink } from '../../-app/startXLink'

export const Route = createFileRoute('/collection/$tokenAddressOrSlug/$tokenId')({
  component: CollectionItemRoute,
})

function CollectionItemRoute() {
  const { session, connect } = useSession()
  const startXLink = useStartXLink()
  const { api } = Route.useRouteContext()
  const { tokenAddressOrSlug, tokenId } = Route.useParams()
  return (
    <ItemPage
      key={`${tokenAddressOrSlug}/${tokenId}`}
      api={api}
      collectionId={tokenAddressOrSlug}
      tokenId={tokenId}
      member={session}
      connect={connect}
      startXLink={startXLink}
    />
  )
}
