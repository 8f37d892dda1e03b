import { createFileRoute } from '@tanstack/react-router'
import { BlogPostPage } from '../../features/blog'

export const Route = createFileRoute('/blogs/$id')({
  component: BlogsIdPage,
})

function BlogsIdPage() {
  const { api } = Route.useRouteContext()
  const { id } = Route.useParams()
  return <BlogPostPage api={api} id={id} />
}
