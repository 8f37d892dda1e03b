import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../ui/page/PageIntro'

export const Route = createFileRoute('/vault')({
  component: VaultPage,
})

function VaultPage() {
  return (
    <PageIntro title="Vault">
      <p>
        The vault lists the assets members can download. It opens to members who are signed in and have linked their X
        account.
      </p>
    </PageIntro>
  )
}
