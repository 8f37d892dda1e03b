import { describe, expect, it } from 'vitest'
import { devAccount, shortAccountLabel, signInWithDevWallet } from './harness/member'
import { e2eSuite } from './harness/suite'
import { describeLoginWalk } from './login/loginWalk'

// One stack for the login: the member's sign-in journey, then the login machine's generated paths
// on the navbar with the development wallet.
const suite = e2eSuite()

const firstAccount = devAccount(0).address
const shortAccount = shortAccountLabel(firstAccount)

describe('member sign-in in Chromium', () => {
  it('signs in with the development wallet, keeps the session across a reload, and signs out', async () => {
    const page = await suite.browser.newPage()
    await signInWithDevWallet(page, suite.stack.baseUrl)
    expect(await page.getByRole('button', { name: shortAccount }).getAttribute('title')).toBe(firstAccount)

    const cookies = await page.context().cookies(suite.stack.baseUrl)
    expect(cookies.some((cookie) => cookie.httpOnly)).toBe(true)

    await page.reload()
    // the wallet is reconnected without the chooser and the cookie session is found again: no Sign step
    await page.getByRole('button', { name: shortAccount }).waitFor({ timeout: 20_000 })
    expect(await page.getByRole('button', { name: 'Sign', exact: true }).count()).toBe(0)

    await page.getByRole('button', { name: shortAccount }).click()
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor({ timeout: 20_000 })
    const verify = await page.evaluate(
      async () => (await fetch('/api/login/verify', { credentials: 'include' })).status,
    )
    expect(verify).toBe(401)
    await page.close()
  })
})

describeLoginWalk(suite)
