import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { E2eSuite } from '../harness/suite'
import { devAccount, signInOverHttp } from '../harness/member'

/** A 1×1 png: the server takes a profile picture by its bytes. */
export const PNG_PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Changes a development account's profile over HTTP, as that member would from another tab. */
export async function setProfile(suite: E2eSuite, accountIndex: number, fields: Record<string, string>): Promise<void> {
  const baseUrl = suite.stack.baseUrl
  const cookie = await signInOverHttp(baseUrl, accountIndex)
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  const answer = await fetch(`${baseUrl}/api/users/`, {
    method: 'PATCH',
    headers: { cookie, origin: baseUrl },
    body: form,
  })
  if (!answer.ok) throw new Error(`profile of account ${accountIndex}: ${answer.status} ${await answer.text()}`)
}

export const accountOf = (index: number) => devAccount(index).address

/**
 * Closes the toasts on screen (the sign-in's own among them) so axe reads the wallet page itself; the
 * toasts' colours belong to the shared toaster.
 */
export async function closeToasts(page: Page): Promise<void> {
  for (const close of await page.locator('[data-sonner-toast] [data-close-button]').all())
    await close.click().catch(() => undefined)
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 10_000 }).toBe(0)
}
