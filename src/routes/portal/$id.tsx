import { createFileRoute } from '@tanstack/react-router'
import { useSiteConfig } from '../../features/shell/site/SiteConfigContext'
import { StoryChapterPage } from '../../features/story'
import { discordLink } from '../-app/discordLink'

export const Route = createFileRoute('/portal/$id')({
  component: PortalChapterPage,
})

function PortalChapterPage() {
  const { id } = Route.useParams()
  return <StoryChapterPage basePath="/portal" id={id} discordUrl={discordLink(useSiteConfig())} />
}
