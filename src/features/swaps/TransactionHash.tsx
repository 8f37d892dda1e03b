import { TransactionLink } from '../../ui/chain/TransactionLink'

/** A claim's transaction, linked into the chain's block explorer where it has one. */
export function TransactionHash({ hash, explorerUrl }: { hash: string; explorerUrl: string }) {
  return (
    <span className="koi-swaps__transaction">
      Transaction <TransactionLink hash={hash} explorerBase={explorerUrl || null} head={10} tail={8} />
    </span>
  )
}
