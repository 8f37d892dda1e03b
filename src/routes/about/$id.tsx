import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../ui/page/PageIntro'

export const Route = createFileRoute('/about/$id')({
  component: AboutIdPage,
})

function AboutIdPage() {
  const { id } = Route.useParams()
  return (
    <PageIntro title={`About`}>
      <p>This page will show the about page {id} in full.</p>
    </PageIntro>
  )
}
