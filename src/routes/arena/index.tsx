import { createFileRoute } from '@tanstack/react-router'
import { StorySectionPage } from '../../features/story'
import { sectionHead } from '../../features/shell/head/routeHead'

// the story section shown here is named in features/story/storyRoutes.ts
export const Route = createFileRoute('/arena/')({
  head: sectionHead('/arena'),
  component: ArenaPage,
})

function ArenaPage() {
  return <StorySectionPage currentPath="/arena" />
}
