import { createFileRoute } from '@tanstack/react-router'
import { AboutList } from '../../features/about'

export const Route = createFileRoute('/about/')({
  component: AboutIndexPage,
})

function AboutIndexPage() {
  const { api } = Route.useRouteContext()
  return <AboutList api={api} />
}
