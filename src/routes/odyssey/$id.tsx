import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../ui/page/PageIntro'

export const Route = createFileRoute('/odyssey/$id')({
  component: OdysseyIdPage,
})

function OdysseyIdPage() {
  const { id } = Route.useParams()
  return (
    <PageIntro title={`Odyssey: ${id}`}>
      <p>This page will show this part of the Odyssey with its text, media and links to the previous and next parts.</p>
    </PageIntro>
  )
}
