import { createFileRoute } from '@tanstack/react-router'
import { BlogPostPage } from '../../features/blog'
import { blogPostTitle, loadBlogPost } from '../../features/blog/blogQueries'
import { titleHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/blogs/$id')({
  loader: ({ context: { queryClient, api }, params }) => loadBlogPost(queryClient, api, params.id),
  head: ({ matches, match, params }) =>
    titleHead({ matches }, ...blogPostTitle(match.context.queryClient, match.context.api, params.id)),
  component: BlogsIdPage,
})

function BlogsIdPage() {
  const { api } = Route.useRouteContext()
  const { id } = Route.useParams()
  return <BlogPostPage api={api} id={id} />
}
