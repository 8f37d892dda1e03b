import { createFileRoute } from '@tanstack/react-router'
import { ItemPage } from '../../features/collections/item/ItemPage'
import { itemPageTitle, loadItemPage } from '../../features/collections/queries'
import { titleHead } from '../../features/shell/head/routeHead'
import { loadStoryChapter, storyChapterTitle } from '../../features/story/chapterTitle'
import { SECTION_TITLES } from '../../services/pageMeta/pageTitles'
import { useSession } from '../../features/shell/session/SessionContext'
import { useSiteConfig } from '../../features/shell/site/SiteConfigContext'
import { StoryChapterPage } from '../../features/story'
import { discordLink } from '../-app/discordLink'
import { providerResultOf, socialSearchSchema, withoutProviderResult } from '../../services/social/signIn'

/**
 * An item of the default collection (the environment's default token address), or, for an id that
 * is not a token id, a chapter of the Battlecards story section the Explore page shows.
 */
export const Route = createFileRoute('/explore/$tokenId')({
  // the X sign-in of the like control comes back here with its result
  validateSearch: socialSearchSchema,
  loader: ({ context: { queryClient, api, env }, params }) =>
    isTokenId(params.tokenId)
      ? loadItemPage(queryClient, api, env.defaultTokenAddress, params.tokenId)
      : loadStoryChapter(queryClient, env),
  head: ({ matches, match: { context }, params }) =>
    titleHead(
      { matches },
      ...(isTokenId(params.tokenId)
        ? itemPageTitle(context.queryClient, context.api, context.env.defaultTokenAddress, params.tokenId)
        : storyChapterTitle(context.queryClient, context.env, params.tokenId, SECTION_TITLES['/explore'])),
    ),
  component: ExploreRoute,
})

function isTokenId(value: string) {
  return /^\d+$/.test(value)
}

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
  const { api, env } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ItemPage
      key={tokenId}
      api={api}
      collectionId={env.defaultTokenAddress}
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
