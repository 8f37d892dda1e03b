import { createFileRoute } from '@tanstack/react-router'
import { AboutList } from '../../features/about'
import { sectionHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/about/')({
  head: sectionHead('/about'),
  component: AboutIndexPage,
})

function AboutIndexPage() {
  const { api } = Route.useRouteContext()
  return <AboutList api={api} />
}
