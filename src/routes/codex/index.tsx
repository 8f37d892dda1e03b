import { createFileRoute } from '@tanstack/react-router'
import { StorySectionPage } from '../../features/story'
import { codexSearchSchema } from '../-search/story'

export const Route = createFileRoute('/codex/')({
  validateSearch: codexSearchSchema,
  component: CodexPage,
})

function CodexPage() {
  const { chapter } = Route.useSearch()
  return <StorySectionPage currentPath="/codex" all={chapter === 'all'} />
}
