import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../../features/about'
import { aboutPageTitle, loadAboutPage } from '../../features/about/aboutQueries'
import { titleHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/about/$id')({
  loader: ({ context: { queryClient, api }, params }) => loadAboutPage(queryClient, api, params.id),
  head: ({ matches, match, params }) =>
    titleHead({ matches }, ...aboutPageTitle(match.context.queryClient, match.context.api, params.id)),
  component: AboutIdPage,
})

function AboutIdPage() {
  const { api } = Route.useRouteContext()
  const { id } = Route.useParams()
  return <AboutPage api={api} id={id} />
}
