import { createFileRoute } from '@tanstack/react-router'
import { useSiteConfig } from '../../features/shell/site/SiteConfigContext'
import { StoryChapterPage } from '../../features/story'
import { discordLink } from '../-app/discordLink'
import { titleHead } from '../../features/shell/head/routeHead'
import { loadStoryChapter, storyChapterTitle } from '../../features/story/chapterTitle'
import { SECTION_TITLES } from '../../services/pageMeta/pageTitles'

export const Route = createFileRoute('/arena/$id')({
  loader: ({ context: { queryClient, env } }) => loadStoryChapter(queryClient, env),
  head: ({ matches, match, params }) =>
    titleHead(
      { matches },
      ...storyChapterTitle(match.context.queryClient, match.context.env, params.id, SECTION_TITLES['/arena']),
    ),
  component: ArenaChapterPage,
})

function ArenaChapterPage() {
  const { id } = Route.useParams()
  return <StoryChapterPage basePath="/arena" id={id} discordUrl={discordLink(useSiteConfig())} />
}
