import { createFileRoute } from '@tanstack/react-router'
import { OdysseyPage } from '../../features/odyssey'
import { CertifiedPrizes } from '../../features/prizes'
import { sectionHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/odyssey/')({
  head: sectionHead('/odyssey'),
  component: OdysseyIndexPage,
})

function OdysseyIndexPage() {
  const { api } = Route.useRouteContext()
  return (
    <OdysseyPage>
      <CertifiedPrizes api={api} />
    </OdysseyPage>
  )
}
