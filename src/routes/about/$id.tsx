import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../../features/about'

export const Route = createFileRoute('/about/$id')({
  component: AboutIdPage,
})

function AboutIdPage() {
  const { api } = Route.useRouteContext()
  const { id } = Route.useParams()
  return <AboutPage api={api} id={id} />
}
