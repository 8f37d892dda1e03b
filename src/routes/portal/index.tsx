import { createFileRoute } from '@tanstack/react-router'
import { StorySectionPage } from '../../features/story'
import { sectionHead } from '../../features/shell/head/routeHead'

// the story section shown here is named in features/story/storyRoutes.ts
export const Route = createFileRoute('/portal/')({
  head: sectionHead('/portal'),
  component: PortalPage,
})

function PortalPage() {
  return <StorySectionPage currentPath="/portal" />
}
