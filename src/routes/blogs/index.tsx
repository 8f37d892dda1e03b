import { createFileRoute } from '@tanstack/react-router'
import { BlogList } from '../../features/blog'
import { blogsSearchSchema } from '../-search/galleries'
import { sectionHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/blogs/')({
  head: sectionHead('/blogs'),
  validateSearch: blogsSearchSchema,
  component: BlogsPage,
})

function BlogsPage() {
  const { api } = Route.useRouteContext()
  const { category, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <BlogList
      api={api}
      category={category}
      page={page ?? 1}
      onPageChange={(next) => void navigate({ search: (previous) => ({ ...previous, page: next }) })}
    />
  )
}
