import { createFileRoute } from '@tanstack/react-router'
import { ItemPage } from '../../features/collections'

/** An item of the default collection (the environment's default token address). */
export const Route = createFileRoute('/explore/$tokenId')({
  component: ExploreItemRoute,
})

function ExploreItemRoute() {
  const { api, env } = Route.useRouteContext()
  const { tokenId } = Route.useParams()
  return <ItemPage key={tokenId} api={api} collectionId={env.defaultTokenAddress} tokenId={tokenId} />
}
