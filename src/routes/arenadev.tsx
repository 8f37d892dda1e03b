import { createFileRoute } from '@tanstack/react-router'
import { ArenaDevBuild, SecurityGate } from '../features/gate'
import { PageIntro } from '../ui/page/PageIntro'
import { sectionHead } from '../features/shell/head/routeHead'

export const Route = createFileRoute('/arenadev')({
  head: sectionHead('/arenadev'),
  component: ArenadevPage,
})

function ArenadevPage() {
  const { api } = Route.useRouteContext()
  return (
    <PageIntro title="Arena (development build)" hero>
      <SecurityGate api={api}>
        <ArenaDevBuild api={api} />
      </SecurityGate>
    </PageIntro>
  )
}
