import type { Page } from 'playwright-core'
import { localTestAccounts } from '../../../src/services/chain/localAccounts'

const accounts = localTestAccounts()

/** The development wallet's account at `index` (Hardhat's well-known test accounts). */
export function devAccount(index = 0) {
  const account = accounts[index]
  if (!account) throw new Error(`the development wallet has no account ${index}`)
  return account
}

/** How the navbar shows a signed-in account: the first and last five characters. */
export const shortAccountLabel = (address: string) => `${address.slice(0, 5)}…${address.slice(-5)}`

/** Connect wallet → the development wallet's account chooser → Sign, as a member does. */
export async function signInWithDevWallet(page: Page, baseUrl: string, accountIndex = 0): Promise<void> {
  const { address } = devAccount(accountIndex)
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/`)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('button', { name: address, exact: true }).click()
  await page.getByRole('button', { name: 'Sign', exact: true }).click()
  await page.getByRole('button', { name: shortAccountLabel(address) }).waitFor({ timeout: 20_000 })
}

/**
 * Signs in a development-wallet account over HTTP, as a second real member acting beside the page:
 * asks for the login message, signs it with the account's key and posts it. Answers the session
 * cookie to send with later calls (`cookie` header).
 */
export async function signInOverHttp(baseUrl: string, accountIndex = 0): Promise<string> {
  const account = devAccount(accountIndex)
  const deadline = Math.floor(Date.now() / 1000) + 300
  const headers = { origin: baseUrl, 'content-type': 'application/json' }
  const issued = await fetch(`${baseUrl}/api/login?deadline=${deadline}&chainId=11155111&account=${account.address}`, {
    headers,
  })
  if (!issued.ok) throw new Error(`login message for ${account.address}: ${issued.status} ${await issued.text()}`)
  const { data } = (await issued.json()) as { data: { message: string } }
  const signature = await account.signMessage({ message: data.message })
  const posted = await fetch(`${baseUrl}/api/login?chainId=11155111`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ account: account.address, signature, deadline }),
  })
  if (posted.status !== 201) throw new Error(`login for ${account.address}: ${posted.status} ${await posted.text()}`)
  const cookie = (posted.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  if (!cookie) throw new Error(`login for ${account.address} set no cookie`)
  return cookie
}
