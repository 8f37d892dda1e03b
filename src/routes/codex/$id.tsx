import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../ui/page/PageIntro'

export const Route = createFileRoute('/codex/$id')({
  component: CodexIdPage,
})

function CodexIdPage() {
  const { id } = Route.useParams()
  return (
    <PageIntro title={`Codex: ${id}`}>
      <p>This page will show the chapter with its text, media and links to the previous and next chapters.</p>
    </PageIntro>
  )
}
