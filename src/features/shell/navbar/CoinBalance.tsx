import { useQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { compactTotal } from '../../../ui/format/compactTotal'
import { memberProfileQuery } from './memberProfileQuery'

/** The signed-in member's GCoins (`currentCoinBalance`), linking to the swap-and-claim area. */
export function CoinBalance({ account }: { account: string }) {
  const { api, env } = useRouteContext({ from: '__root__' })
  const { data: profile } = useQuery(memberProfileQuery(api, account, env.chainId))
  // A failed read shows no balance rather than a wrong one.
  if (!profile) return null
  const balance = profile.metadata.currentCoinBalance
  const shown = compactTotal(balance)
  // the spoken name starts with the text shown (axe: label-content-name-mismatch); the title has every digit
  return (
    <Link to="/swaps" className="koi-coin-balance" aria-label={`${shown} GCoins`} title={`${balance} GCoins`}>
      {/* the coin's letter is drawn by CSS, so the link's visible text is the total its name starts with */}
      <span className="koi-coin-balance__coin" aria-hidden="true" />
      {shown}
    </Link>
  )
}
