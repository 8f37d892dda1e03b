import { explorerTxUrl } from '../../services/chain/explorerLinks'

/**
 * A claim's transaction: a link to the chain's block explorer, or the hash as text on a chain
 * without one (the local chain), where a link to a public explorer would find nothing.
 */
export function TransactionHash({ hash, explorerUrl }: { hash: string; explorerUrl: string }) {
  const href = explorerTxUrl(explorerUrl || null, hash)
  const short = `${hash.slice(0, 10)}…${hash.slice(-8)}`
  return (
    <span className="koi-swaps__transaction">
      Transaction{' '}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" title={hash}>
          {short}
        </a>
      ) : (
        <code title={hash}>{short}</code>
      )}
    </span>
  )
}
