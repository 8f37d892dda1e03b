import { useEffect, useState } from 'react'
import { shortAddress } from '../../../ui/format/shortAddress'
import { notify } from '../../../ui/toast/notify'
import { ADDRESS_COPIED, COPY_FLAG_RESET_MS } from '../wallet'

/** The short address with its copy control; the copied flag resets after 1000 ms. */
export function CopyAddress({ account }: { account: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return undefined
    const timer = setTimeout(() => setCopied(false), COPY_FLAG_RESET_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account)
      setCopied(true)
      notify.success(ADDRESS_COPIED)
    } catch {
      // no clipboard permission: the address stays selectable in its title
    }
  }

  return (
    <span className="koi-wallet-header__address">
      <span title={account}>{shortAddress(account)}</span>
      <button
        type="button"
        className="koi-wallet-header__copy"
        onClick={() => void copy()}
        aria-label={copied ? 'Address copied' : 'Copy address'}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </span>
  )
}
