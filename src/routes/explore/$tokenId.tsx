import { createFileRoute } from '@tanstack/react-router'
import { ItemPage } from '../../features/collections'
import { useSession } from '../../features/shell/session/SessionContext'
import { useStartXLink } from '../-app/startXLink'

/** An item of the default collection (the environment's default token address). */
export const Route = createFileRoute('/explore/$tokenId')({
  component: ExploreItemRoute,
})

function ExploreItemRoute() {
  const { session, connect } = useSession()
  const startXLink = useStartXLink()
  const { api, env } = Route.useRouteContext()
  const { tokenId } = Route.useParams()
  return (
    <ItemPage
      key={tokenId}
      api={api}
      collectionId={env.defaultTokenAddress}
      tokenId={tokenId}
      member={session}
      connect={connect}
      startXLink={startXLink}
    />
  )
}
