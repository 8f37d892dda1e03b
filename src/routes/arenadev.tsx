import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../ui/page/PageIntro'
import { SecurityGate } from './-components/SecurityGate'

export const Route = createFileRoute('/arenadev')({
  component: ArenadevPage,
})

function ArenadevPage() {
  return (
    <PageIntro title="Arena (development build)" hero>
      <SecurityGate>
        <p>This page will host the development build of the arena game for testers.</p>
      </SecurityGate>
    </PageIntro>
  )
}
