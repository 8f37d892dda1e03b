import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** Closes the toasts still up (the wallet's notice about WalletConnect), so the picture shows the page. */
export async function closeToasts(page: Page) {
  const close = page.locator('[data-sonner-toast]').getByRole('button', { name: 'Close toast' })
  await expect
    .poll(async () => {
      if ((await close.count()) > 0)
        await close
          .first()
          .click({ timeout: 1_000 })
          .catch(() => undefined)
      return close.count()
    })
    .toBe(0)
}
