import { createFileRoute } from '@tanstack/react-router'
import { useSiteConfig } from '../../features/shell/site/SiteConfigContext'
import { StoryChapterPage } from '../../features/story'
import { discordLink } from '../-app/discordLink'

export const Route = createFileRoute('/highlights/$id')({
  component: HighlightsChapterPage,
})

function HighlightsChapterPage() {
  const { id } = Route.useParams()
  return <StoryChapterPage basePath="/highlights" id={id} discordUrl={discordLink(useSiteConfig())} />
}
