import { explorerTxUrl } from '../../services/chain/explorerLinks'

export interface TransactionLinkProps {
  hash: string
  /** The chain's block explorer, or null on a chain without one (the local chain). */
  explorerBase: string | null
  /** Characters of the hash kept before and after the ellipsis. */
  head: number
  tail: number
}

/**
 * A transaction's short hash: a link into the chain's block explorer, or the hash as text on a
 * chain without one, where a link to a public explorer would find nothing.
 */
export function TransactionLink({ hash, explorerBase, head, tail }: TransactionLinkProps) {
  const href = explorerTxUrl(explorerBase, hash)
  const short = `${hash.slice(0, head)}…${hash.slice(-tail)}`
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" title={hash}>
      {short}
    </a>
  ) : (
    <code title={hash}>{short}</code>
  )
}
