import { createFileRoute } from '@tanstack/react-router'
import { useSiteConfig } from '../../features/shell/site/SiteConfigContext'
import { StoryChapterPage } from '../../features/story'
import { discordLink } from '../-app/discordLink'

export const Route = createFileRoute('/challenges/$id')({
  component: ChallengesChapterPage,
})

function ChallengesChapterPage() {
  const { id } = Route.useParams()
  return <StoryChapterPage basePath="/challenges" id={id} discordUrl={discordLink(useSiteConfig())} />
}
