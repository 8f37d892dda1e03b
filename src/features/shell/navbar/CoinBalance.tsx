import { Link } from '@tanstack/react-router'
import { compactTotal } from '../../../ui/format/compactTotal'

/** The member's GCoins, linking to the swap-and-claim area. */
export function CoinBalance({ balance }: { balance: number }) {
  return (
    <Link to="/swaps" className="koi-coin-balance" aria-label={`${balance} GCoins`}>
      <span className="koi-coin-balance__coin" aria-hidden="true">
        G
      </span>
      {compactTotal(balance)}
    </Link>
  )
}
