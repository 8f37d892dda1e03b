import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { localTestAccounts } from '../../src/services/chain/localAccounts'
import { e2eSuite } from './harness/suite'

// The Content Security Policy and the cross-site refusal as Chromium applies them to the built app.

const suite = e2eSuite()

const firstAccount = localTestAccounts()[0]?.address ?? ''
const shortAccount = `${firstAccount.slice(0, 5)}…${firstAccount.slice(-5)}`

/** Every CSP violation the page reports, and console errors naming the policy. */
async function watchPolicy(page: Page): Promise<string[]> {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text())
  })
  await page.exposeFunction('koiPolicyViolation', (text: string) => seen.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { koiPolicyViolation: (text: string) => void }).koiPolicyViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return seen
}

describe('the security policy in Chromium', () => {
  it('lets every screen, the wallet sign-in and the chain reads run with no policy violation', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const violations = await watchPolicy(page)
    const response = await page.goto(`${suite.stack.baseUrl}/`)
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")

    // the development wallet reads the chain RPC from the page and signs the login message
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('button', { name: firstAccount, exact: true }).click()
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    await page.getByRole('button', { name: shortAccount }).waitFor({ timeout: 20_000 })

    for (const path of ['/collections', '/explore/1', '/quests', '/vault', '/swaps', '/odyssey', '/flows', '/codex']) {
      await page.goto(`${suite.stack.baseUrl}${path}`)
      await page.locator('.koi-navbar').waitFor()
      await page.waitForLoadState('networkidle')
      expect({ path, violations }).toEqual({ path, violations: [] })
    }
    await page.close()
  })

  it('refuses a writing call reached from another site, with the member’s cookie riding along', async () => {
    const page = await suite.browser.newPage()
    await page.goto(`${suite.stack.baseUrl}/`)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('button', { name: firstAccount, exact: true }).click()
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    await page.getByRole('button', { name: shortAccount }).waitFor({ timeout: 20_000 })

    // from the app itself the call answers
    const own = await page.evaluate(async () => (await fetch('/api/quests/users-invitation/me')).status)
    expect(own).toBe(200)

    // a page of another site links to the call: a top-level GET, which carries the Lax cookie
    const target = `${suite.stack.baseUrl}/api/quests/users-invitation/me`
    await page.route('http://evil.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<a id="go" href="${target}">win a prize</a>` }),
    )
    await page.goto('http://evil.test/')
    const [answer] = await Promise.all([page.waitForResponse(target), page.click('#go')])
    expect(answer.status()).toBe(403)
    expect(((await answer.json()) as { message: string }).message).toMatch(/cross-site/)
    await page.close()
  })
})
