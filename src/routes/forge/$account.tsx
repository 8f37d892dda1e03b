import { useQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { WalletPage } from '../../features/forge'
import { defaultSaleUrl, presaleUrlQuery } from '../../features/presale'
import { sessionAccount, useSession } from '../../features/shell/session/SessionContext'
import { useSiteConfig } from '../../features/shell/site/SiteConfigContext'
import { walletSearchSchema } from '../-search/wallet'

export const Route = createFileRoute('/forge/$account')({
  validateSearch: walletSearchSchema,
  beforeLoad: ({ search }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
    if (search.vault) throw redirect({ to: '/vault' })
  },
  component: WalletRoute,
})

function WalletRoute() {
  const { account } = Route.useParams()
  const search = Route.useSearch()
  const { api, env } = Route.useRouteContext()
  const config = useSiteConfig()
  const { session } = useSession()
  const { data: presaleUrl } = useQuery(presaleUrlQuery(api, env))
  return (
    <WalletPage
      api={api}
      env={env}
      config={config}
      account={account}
      view={{
        tab: search.tab,
        address: search.address,
        edit: search.edit,
        social: search.social,
        socialError: search.socialError,
      }}
      viewer={{ account: sessionAccount(session), signedIn: session.status === 'signed-in' }}
      presaleUrl={presaleUrl ?? defaultSaleUrl(env)}
    />
  )
}
