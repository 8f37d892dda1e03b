import { useQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { WalletPage } from '../../features/forge'
import { defaultSaleUrl, presaleUrlQuery } from '../../features/presale/presaleUrlQuery'
import { sessionAccount, useSession } from '../../features/shell/session/SessionContext'
import { useSiteConfig } from '../../features/shell/site/SiteConfigContext'
import { walletSearchSchema } from '../-search/wallet'
import { loadProfilePage, profilePageTitle } from '../../features/forge/profileTitle'
import { titleHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/forge/$account')({
  loader: ({ context: { queryClient, api, env }, params }) =>
    loadProfilePage(queryClient, api, params.account, env.chainId),
  head: ({ matches, match, params }) =>
    titleHead(
      { matches },
      ...profilePageTitle(match.context.queryClient, match.context.api, params.account, match.context.env.chainId),
    ),
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
