import { createFileRoute } from '@tanstack/react-router'
import { SecurityGate } from '../features/gate'
import { PageIntro } from '../ui/page/PageIntro'

export const Route = createFileRoute('/arenadev')({
  component: ArenadevPage,
})

function ArenadevPage() {
  const { api } = Route.useRouteContext()
  return (
    <PageIntro title="Arena (development build)" hero>
      <SecurityGate api={api}>
        <p>Welcome, tester. This page hosts the development build of the arena game.</p>
      </SecurityGate>
    </PageIntro>
  )
}
