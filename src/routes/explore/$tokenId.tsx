import { createFileRoute } from '@tanstack/react-router'
import { ItemPage } from '../../features/collections'
import { useSession } from '../../features/shell/session/SessionContext'
import { useSiteConfig } from '../../features/shell/site/SiteConfigContext'
import { StoryChapterPage } from '../../features/story'
import { discordLink } from '../-app/discordLink'
import { useStartXLink } from '../-app/startXLink'

/**
 * An item of the default collection (the environment's default token address), or, for an id that
 * is not a token id, a chapter of the Battlecards story section the Explore page shows.
 */
export const Route = createFileRoute('/explore/$tokenId')({
  component: ExploreRoute,
})

const isTokenId = (value: string) => /^\d+$/.test(value)

function ExploreRoute() {
  const { tokenId } = Route.useParams()
  return isTokenId(tokenId) ? <ExploreItemRoute tokenId={tokenId} /> : <ExploreChapterRoute id={tokenId} />
}

function ExploreChapterRoute({ id }: { id: string }) {
  const config = useSiteConfig()
  return <StoryChapterPage basePath="/explore" id={id} discordUrl={discordLink(config)} />
}

function ExploreItemRoute({ tokenId }: { tokenId: string }) {
  const { session, connect } = useSession()
  const startXLink = useStartXLink()
  const { api, env } = Route.useRouteContext()
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
