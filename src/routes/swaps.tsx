import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { etherPriceQuery, PresaleStatus, presaleUrlQuery } from '../features/presale'
// the loaders from their own files: the route's options are start-up code, its component is not
import { loadPresaleStatus } from '../features/presale/loadPresaleStatus'
import { useSession } from '../features/shell/session/SessionContext'
import { useSiteConfig } from '../features/shell/site/SiteConfigContext'
import { SwapsArea, swapVaultAddress } from '../features/swaps'
import { loadSwapsArea } from '../features/swaps/swapQueries'
import { PageIntro } from '../ui/page/PageIntro'
import { sectionHead } from '../features/shell/head/routeHead'

export const Route = createFileRoute('/swaps')({
  head: sectionHead('/swaps'),
  // the page's calls to the server, announced in index.html too (server/firstVisitHints.ts): the
  // first render has their answers, and the chain is read after it
  loader: ({ context: { queryClient, api, env } }) =>
    Promise.all([loadSwapsArea(queryClient, api), loadPresaleStatus(queryClient, api, env)]),
  component: SwapsPage,
})

function SwapsPage() {
  const { api, env } = Route.useRouteContext()
  const { session } = useSession()
  const config = useSiteConfig()
  const { data: presaleUrl } = useQuery(presaleUrlQuery(api, env))
  const { data: etherPriceUsd } = useQuery(etherPriceQuery(api))
  return (
    <>
      <PageIntro title="Swap and claim">
        <p>Claim your GCoins as one of the supported tokens, within the limits the claim vault sets.</p>
        <PresaleStatus api={api} presaleUrl={presaleUrl} etherPriceUsd={etherPriceUsd} />
      </PageIntro>
      <SwapsArea
        api={api}
        env={env}
        vaultAddress={swapVaultAddress(config, env)}
        signedInAccount={session.status === 'signed-in' ? session.account : null}
        memberComing={session.status === 'loading'}
      />
    </>
  )
}
