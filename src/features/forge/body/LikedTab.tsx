import { Link } from '@tanstack/react-router'
import type { WalletContext } from '../wallet'
import { likedTokensQuery } from '../walletQueries'
import { TokenCount } from './TokenCount'
import { TokenGrid } from './TokenGrid'
import { useWalletTokenPages } from './useWalletTokenPages'

/** Tokens the account liked in the collection shown (the default one in single mode), 50 at a time. */
export function LikedTab({
  api,
  env,
  config,
  account,
  address,
}: WalletContext & { account: string; address?: string }) {
  const collection = config.mode === 'multi' && address ? address : env.defaultTokenAddress
  const liked = useWalletTokenPages(likedTokensQuery(api, account, env.chainId, collection))
  if (liked.isError) return <p role="alert">The liked tokens could not be loaded.</p>
  if (liked.totalCount === undefined) return null
  if (liked.items.length === 0)
    return (
      <div className="koi-wallet-empty">
        <h2>You don&apos;t have any liked arts.</h2>
        <Link to="/explore" className="koi-wallet-empty__button">
          Explore
        </Link>
      </div>
    )
  return (
    <>
      <TokenCount count={liked.totalCount} noun="liked token" />
      <TokenGrid
        items={liked.items}
        prices={liked.prices}
        likes={liked.likes}
        layout="grid"
        mode={config.mode}
        defaultTokenAddress={env.defaultTokenAddress}
        paging={{ loadedPages: liked.loadedPages, totalPages: liked.totalPages, onLoadMore: liked.loadMore }}
      />
    </>
  )
}
