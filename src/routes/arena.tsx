import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../ui/page/PageIntro'

export const Route = createFileRoute('/arena')({
  component: ArenaPage,
})

function ArenaPage() {
  return (
    <PageIntro title="Arena" hero>
      <p>
        The arena is where Travellers and Guardians meet in battle with their Battlecards. This page will show the
        arenas and how to enter them.
      </p>
    </PageIntro>
  )
}
