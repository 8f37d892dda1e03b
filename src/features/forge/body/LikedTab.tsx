import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { WalletContext } from '../wallet'
import { likedTokensQuery } from '../walletQueries'
import { TokenGrid } from './TokenGrid'

/** Tokens the account liked in the collection shown (the default one in single mode). */
export function LikedTab({
  api,
  env,
  config,
  account,
  address,
}: WalletContext & { account: string; address?: string }) {
  const collection = config.mode === 'multi' && address ? address : env.defaultTokenAddress
  const liked = useQuery(likedTokensQuery(api, account, env.chainId, collection))
  if (liked.isError) return <p role="alert">The liked tokens could not be loaded.</p>
  if (!liked.data) return null
  if (liked.data.items.length === 0)
    return (
      <div className="koi-wallet-empty">
        <h2>You don&apos;t have any liked arts.</h2>
        <Link to="/explore" className="koi-wallet-empty__button">
          Explore
        </Link>
      </div>
    )
  return <TokenGrid items={liked.data.items} prices={[]} layout="grid" />
}
