import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../ui/page/PageIntro'

export const Route = createFileRoute('/blogs/$id')({
  component: BlogsIdPage,
})

function BlogsIdPage() {
  const { id } = Route.useParams()
  return (
    <PageIntro title={`Blog post`}>
      <p>This page will show the blog post {id} in full.</p>
    </PageIntro>
  )
}
