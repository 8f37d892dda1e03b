import { createFileRoute } from '@tanstack/react-router'
import { useSiteConfig } from '../../features/shell/site/SiteConfigContext'
import { StoryChapterPage } from '../../features/story'
import { discordLink } from '../-app/discordLink'

export const Route = createFileRoute('/codex/$id')({
  component: CodexChapterPage,
})

function CodexChapterPage() {
  const { id } = Route.useParams()
  return <StoryChapterPage basePath="/codex" id={id} discordUrl={discordLink(useSiteConfig())} />
}
