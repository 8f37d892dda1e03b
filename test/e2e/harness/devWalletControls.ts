import type { Page } from 'playwright-core'
import { DEV_WALLET_RDNS } from '../../../src/services/wallet/devWalletIdentity'
import { DEV_WALLET_TEST_METHODS } from '../../../src/services/wallet/devWallet'

/**
 * Asks the development wallet the page found through EIP-6963 for `method`, as the page's own wallet
 * code does (its test controls are in `DEV_WALLET_TEST_METHODS`), and gives its answer; `wait: false`
 * leaves a request that opens the wallet's chooser pending.
 */
export async function askDevWallet(page: Page, method: string, params: unknown[] = [], wait = true): Promise<unknown> {
  return page.evaluate(
    async ({ rdns, method, params, wait }) => {
      const found: { info: { rdns: string }; provider: { request(args: unknown): Promise<unknown> } }[] = []
      const onAnnounce = (event: Event) => found.push((event as CustomEvent<(typeof found)[number]>).detail)
      window.addEventListener('eip6963:announceProvider', onAnnounce)
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      window.removeEventListener('eip6963:announceProvider', onAnnounce)
      const wallet = found.find((detail) => detail.info.rdns === rdns)
      if (!wallet) throw new Error('the development wallet is not announced in the page')
      const asked = wallet.provider.request({ method, params })
      if (wait) return asked
      asked.catch(() => undefined)
      return null
    },
    { rdns: DEV_WALLET_RDNS, method, params, wait },
  )
}

/** The wallet declines its next `method` request as a member does in a real wallet's window (4001). */
export const declineNext = (page: Page, method: string, message = 'User rejected the request.') =>
  askDevWallet(page, DEV_WALLET_TEST_METHODS.failNext, [{ method, code: 4001, message }])
