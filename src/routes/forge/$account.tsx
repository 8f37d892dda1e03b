import { createFileRoute, redirect } from '@tanstack/react-router'
import { walletSearchSchema } from '../-search/wallet'
import { WalletPage } from './-components/WalletPage'

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
  return <WalletPage account={account} search={search} />
}
