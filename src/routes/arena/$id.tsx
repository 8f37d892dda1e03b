import { createFileRoute } from '@tanstack/react-router'
import { useSiteConfig } from '../../features/shell/site/SiteConfigContext'
import { StoryChapterPage } from '../../features/story'
import { discordLink } from '../-app/discordLink'

export const Route = createFileRoute('/arena/$id')({
  component: ArenaChapterPage,
})

function ArenaChapterPage() {
  const { id } = Route.useParams()
  return <StoryChapterPage basePath="/arena" id={id} discordUrl={discordLink(useSiteConfig())} />
}
