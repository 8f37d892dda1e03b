import { createFileRoute } from '@tanstack/react-router'
import { StorySectionPage } from '../../features/story'
import { codexSearchSchema } from '../-search/story'
import { sectionHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/codex/')({
  head: sectionHead('/codex'),
  validateSearch: codexSearchSchema,
  component: CodexPage,
})

function CodexPage() {
  const { chapter } = Route.useSearch()
  return <StorySectionPage currentPath="/codex" all={chapter === 'all'} />
}
