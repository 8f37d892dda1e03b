import { createFileRoute } from '@tanstack/react-router'
import { PresaleStatus } from '../features/presale'
import { useSession } from '../features/shell/session/SessionContext'
import { useSiteConfig } from '../features/shell/site/SiteConfigContext'
import { SwapsArea, swapVaultAddress } from '../features/swaps'
import { PageIntro } from '../ui/page/PageIntro'

export const Route = createFileRoute('/swaps')({
  component: SwapsPage,
})

function SwapsPage() {
  const { api, env } = Route.useRouteContext()
  const { session } = useSession()
  const config = useSiteConfig()
  return (
    <>
      <PageIntro title="Swap and claim">
        <p>Claim your GCoins as one of the supported tokens, within the limits the claim vault sets.</p>
        <PresaleStatus env={env} />
      </PageIntro>
      <SwapsArea
        api={api}
        env={env}
        vaultAddress={swapVaultAddress(config, env)}
        signedInAccount={session.status === 'signed-in' ? session.account : null}
      />
    </>
  )
}
