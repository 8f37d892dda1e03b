import type { Page } from 'playwright-core'
import { localTestAccounts } from '../../../src/services/chain/localAccounts'
import { DEV_WALLET_ACCOUNT_KEY } from '../../../src/services/wallet/devWalletIdentity'
import { WALLET_REMEMBERED_KEY } from '../../../src/features/session/rememberedWallet'
import { signInAtIssuer } from '../../server/providerSignIn'

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

/** Puts a session cookie (`name=value`, as `signInOverHttp` answers it) into the page's context, as the server set it. */
export async function addSessionCookie(page: Page, baseUrl: string, cookie: string): Promise<void> {
  const [name = '', value = ''] = cookie.split('=', 2)
  await page.context().addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }])
}

/**
 * Opens `path` as a member who has already connected the development wallet and signed in, as the
 * page is after `signInWithDevWallet` and a reload: the account signs the login message over HTTP
 * (a real signature the server checks, `signInOverHttp`), its session cookie goes into the page's
 * context, and the tab keeps the wallet's chosen account and the app its remembered connection
 * before the page loads. One page load instead of three steps through the home page; the navbar's
 * sign-in itself has its own tests (`login.test.ts` and the login machine's walks).
 */
export async function openSignedIn(page: Page, baseUrl: string, path: string, accountIndex = 0): Promise<void> {
  await returnAsSignedIn(page, baseUrl, accountIndex)
  await page.goto(`${baseUrl}${path}`)
  await page
    .getByRole('button', { name: shortAccountLabel(devAccount(accountIndex).address) })
    .waitFor({ timeout: 20_000 })
}

/**
 * Makes `page`'s next page load that of a member who connected the development wallet and signed
 * in before (`openSignedIn` without the load): their session cookie, the wallet's chosen account
 * and the app's remembered connection.
 */
export async function returnAsSignedIn(page: Page, baseUrl: string, accountIndex = 0): Promise<void> {
  const { address } = devAccount(accountIndex)
  await addSessionCookie(page, baseUrl, await signInOverHttp(baseUrl, accountIndex))
  // the storage belongs to the site's origin: a plain answer of the site opens it without the app
  await page.goto(`${baseUrl}/healthz`)
  await page.evaluate(
    ([walletKey, rememberedKey, account]) => {
      sessionStorage.setItem(walletKey, account)
      localStorage.setItem(rememberedKey, account)
    },
    [DEV_WALLET_ACCOUNT_KEY, WALLET_REMEMBERED_KEY, address] as const,
  )
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

/**
 * Links an X account to the member of `cookie` the way a browser does it, over HTTP: the start call,
 * the local sign-in server's page with `handle`, the callback, then the link call. Nothing happens
 * when the member already has one linked. Claims of art pieces and of tokens need it.
 */
export async function linkXOverHttp(baseUrl: string, cookie: string, handle: string): Promise<void> {
  const headers = { cookie, origin: baseUrl }
  const linked = await fetch(`${baseUrl}/api/user-social/twitter`, { headers })
  if (linked.ok && ((await linked.json()) as { data: unknown }).data) return
  const started = await fetch(`${baseUrl}/api/user-social/connect/twitter?returnTo=/quests`, {
    headers: { cookie },
    redirect: 'manual',
  })
  if (started.status !== 302) throw new Error(`X sign-in start: ${started.status} ${await started.text()}`)
  const callback = await signInAtIssuer(started.headers.get('location') ?? '', handle)
  await fetch(`${baseUrl}${callback.pathname}${callback.search}`, { headers: { cookie }, redirect: 'manual' })
  const pending = await fetch(`${baseUrl}/api/user-social/pending/twitter`, { headers })
  const identity = ((await pending.json()) as { data: { providerAccountId: string } | null }).data
  if (!identity) throw new Error(`the X sign-in of ${handle} left nothing to link`)
  const link = await fetch(`${baseUrl}/api/user-social/update`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'twitter', providerAccountId: identity.providerAccountId }),
  })
  if (!link.ok) throw new Error(`X link of ${handle}: ${link.status} ${await link.text()}`)
}
