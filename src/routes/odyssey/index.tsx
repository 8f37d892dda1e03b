import { createFileRoute } from '@tanstack/react-router'
import { OdysseyPage } from '../../features/odyssey'
import { CertifiedPrizes } from '../../features/prizes'

export const Route = createFileRoute('/odyssey/')({
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
