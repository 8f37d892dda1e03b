import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../ui/page/PageIntro'

export const Route = createFileRoute('/portal')({
  component: PortalPage,
})

function PortalPage() {
  return (
    <PageIntro title="Portal" hero>
      <p>The portal will open the way into the game for members who hold a Battlecard.</p>
    </PageIntro>
  )
}
