import { createFileRoute, Link } from '@tanstack/react-router'
import { PageIntro } from '../../ui/page/PageIntro'
import { blogsSearchSchema } from '../-search/galleries'

export const Route = createFileRoute('/blogs/')({
  validateSearch: blogsSearchSchema,
  component: BlogsPage,
})

function BlogsPage() {
  const { category } = Route.useSearch()
  return (
    <PageIntro title={category ? `Blog: ${category}` : 'Blog'}>
      <p>This page will list the blog posts, newest first, with their categories as filters.</p>
      {category ? (
        <p>
          <Link to="/blogs">Show every category</Link>
        </p>
      ) : null}
    </PageIntro>
  )
}
