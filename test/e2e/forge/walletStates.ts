import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainEnvironment } from '../../../server/chain'
import { expectNoSeriousAxeViolations } from '../harness/axe'
import { shortAccountLabel, openSignedIn } from '../harness/member'
import { screenshot } from '../harness/screens'
import { startStack, type TestStack } from '../harness/stack'
import type { E2eSuite } from '../harness/suite'
import { accountOf, closeToasts, PNG_PICTURE } from './world'

/** Development accounts of the demo data, each used by one test below. */
const UNSIGNED = 2 // no username, nothing linked
const LIKER = 8 // 'arena_judge': X linked, no liked token
const ARTIST = 5 // 'lotus_blade': X linked, with a biography
const COLLECTOR = 0 // 'koi_keeper': tokens in every collection
const EMPTY_HANDED = 9 // no token at all
/** A Battlecard the liker does not own. */
const LIKED_TOKEN = '7'
/** The handle typed on the local issuer's sign-in page, for X and for Discord. */
const X_HANDLE = 'forge_traveller'
const SIGN_TO_CONTINUE = 'Please sign signature to continue'

interface OwnedToken {
  name: string
  tokenAddress: string
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first()
const cardNames = (page: Page) => page.locator('.koi-token__name').allTextContents()

/** The account's owned tokens as the server answers them, in one collection or in all of them. */
function ownedTokensOf(page: Page, account: string, tokenAddress?: string): Promise<OwnedToken[]> {
  return page.evaluate(
    async ({ account, tokenAddress }) => {
      const answer = await fetch(`/api/wallets/account/${account}?limit=100`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(tokenAddress ? { tokenAddress } : {}),
      })
      return ((await answer.json()) as { data: { items: OwnedToken[] } }).data.items
    },
    { account, tokenAddress },
  )
}

export function describeWalletStates(suite: E2eSuite): void {
  describe('wallet page states in Chromium', () => {
    it('asks a connected member to sign before any own action, then links and unlinks X and Discord through the provider and opens the vault', async () => {
      const base = suite.stack.baseUrl
      const member = accountOf(UNSIGNED)
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      await page.goto(`${base}/`)
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      await page.getByRole('button', { name: member, exact: true }).click()
      await page.getByRole('button', { name: 'Sign', exact: true }).waitFor()
      await page.goto(`${base}/forge/${member}`)
      for (const control of ['Edit Profile', 'Edit profile picture', 'Connect X', 'Connect Discord', 'Vault']) {
        await page.getByRole('button', { name: control, exact: true }).waitFor({ timeout: 20_000 })
        await closeToasts(page)
        await page.getByRole('button', { name: control, exact: true }).click()
        await toast(page, SIGN_TO_CONTINUE).waitFor()
        // nothing else happens: no editor, no provider, no vault
        expect(new URL(page.url()).pathname).toBe(`/forge/${member}`)
        expect(new URL(page.url()).searchParams.get('edit')).toBeNull()
        expect(await page.getByRole('dialog').count()).toBe(0)
      }
      await screenshot(page, 'forge-sign-to-continue')

      // signed, the same button goes to the provider (the local issuer) and comes back linked
      await page.getByRole('button', { name: 'Sign', exact: true }).click()
      await page.getByRole('button', { name: shortAccountLabel(member) }).waitFor({ timeout: 20_000 })
      await page.getByRole('button', { name: 'Connect X', exact: true }).click()
      await page.getByRole('heading', { name: 'Sign in to X' }).waitFor()
      await page.getByLabel('Handle').fill(X_HANDLE)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await toast(page, 'Account linked successfully').waitFor({ timeout: 20_000 })
      const disconnect = page.getByRole('button', { name: 'Disconnect X', exact: true })
      await disconnect.waitFor()
      expect(await disconnect.getAttribute('title')).toBe(`Linked as ${X_HANDLE}`)
      // back on the member's page, the provider's result read and gone from the URL
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/forge/${member}`)
      expect(new URL(page.url()).searchParams.get('social')).toBeNull()
      expect(await page.getByRole('button', { name: 'Connect Discord', exact: true }).count()).toBe(1)

      await disconnect.click()
      await toast(page, 'X account disconnected successfully!').waitFor()
      await page.getByRole('button', { name: 'Connect X', exact: true }).waitFor()

      // Discord the same way
      await page.getByRole('button', { name: 'Connect Discord', exact: true }).click()
      await page.getByRole('heading', { name: 'Sign in to Discord' }).waitFor()
      await page.getByLabel('Handle').fill(X_HANDLE)
      await page.getByRole('button', { name: 'Sign in' }).click()
      const disconnectDiscord = page.getByRole('button', { name: 'Disconnect Discord', exact: true })
      await disconnectDiscord.waitFor({ timeout: 20_000 })
      expect(await disconnectDiscord.getAttribute('title')).toBe(`Linked as ${X_HANDLE}`)
      await disconnectDiscord.click()
      await toast(page, 'Discord account disconnected successfully!').waitFor()
      await page.getByRole('button', { name: 'Connect Discord', exact: true }).waitFor()

      // signed in, Vault goes to the vault
      await page.getByRole('button', { name: 'Vault', exact: true }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/vault')
      await context.close()
    })

    it('shows the liked tab empty with Explore, then lists a token once the member likes it', async () => {
      const base = suite.stack.baseUrl
      const member = accountOf(LIKER)
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      await openSignedIn(page, base, `/forge/${member}?tab=liked`, LIKER)
      const empty = page.locator('.koi-wallet-empty')
      await empty.getByRole('heading', { name: "You don't have any liked arts." }).waitFor({ timeout: 20_000 })
      expect(await page.getByRole('tab', { name: 'Liked' }).getAttribute('aria-selected')).toBe('true')
      expect(await page.getByRole('tab', { name: 'Owned' }).getAttribute('aria-selected')).toBe('false')
      await empty.getByRole('link', { name: 'Explore' }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/explore')

      // a real like on the item page
      await page.goto(`${base}/explore/${LIKED_TOKEN}`)
      const like = page.getByRole('button', { name: /^Like / })
      await like.waitFor({ timeout: 20_000 })
      expect(await like.getAttribute('aria-pressed')).toBe('false')
      const label = (await like.getAttribute('aria-label')) ?? ''
      const name = label.replace(/^Like /, '').replace(/, \d+ loves?$/, '')
      await like.click()
      // the first click loads the like's code and waits for the member's profile: over a second on a loaded machine
      await expect.poll(() => like.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true')

      await page.goto(`${base}/forge/${member}?tab=liked`)
      await expect.poll(() => cardNames(page), { timeout: 20_000 }).toEqual([name])
      expect(await page.locator('.koi-token a').getAttribute('href')).toBe(`/explore/${LIKED_TOKEN}`)
      await screenshot(page, 'forge-liked-tab')

      // an account with no token: the owned tab's empty state, its Presale button to the collection's sale
      const presaleUrl = await page.evaluate(async () => {
        const answer = await fetch('/api/collections/battlecards/metadata/?withPresaleMetadata=true')
        return ((await answer.json()) as { data: { presale: { presaleURL: string } } }).data.presale.presaleURL
      })
      await page.goto(`${base}/forge/${accountOf(EMPTY_HANDED)}?tab=unknown`)
      await empty.getByRole('heading', { name: 'You have no token yet' }).waitFor({ timeout: 20_000 })
      expect(await page.getByRole('tab', { name: 'Owned' }).getAttribute('aria-selected')).toBe('true')
      expect(await empty.getByRole('link', { name: 'Presale' }).getAttribute('href')).toBe(presaleUrl)
      await context.close()
    })

    it('opens the artist card with the profile prefilled, enforces its rules and updates the header', async () => {
      const base = suite.stack.baseUrl
      const member = accountOf(ARTIST)
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      await openSignedIn(page, base, `/forge/${member}`, ARTIST)
      await page.getByRole('heading', { level: 1, name: 'lotus_blade' }).waitFor({ timeout: 20_000 })
      const biography = (await page.locator('.koi-wallet-header__bio').textContent()) ?? ''
      expect(biography.length).toBeGreaterThan(0)

      await page.getByRole('button', { name: 'Artist card', exact: true }).click()
      const card = page.getByRole('dialog', { name: 'Artist card' })
      await card.getByText('How you sign your art: your name, a few words about you and a picture.').waitFor()
      expect(await card.getByLabel('Name').inputValue()).toBe('lotus_blade')
      expect(await card.getByLabel('Description').inputValue()).toBe(biography)
      expect(await card.getByLabel('Image (png or jpeg)').getAttribute('accept')).toBe('image/png,image/jpg,image/jpeg')
      await closeToasts(page)
      await expectNoSeriousAxeViolations(page)
      await screenshot(page, 'forge-artist-card-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await expectNoSeriousAxeViolations(page)
      await screenshot(page, 'forge-artist-card-390')
      await page.setViewportSize({ width: 1280, height: 900 })

      // both fields are required, and the picture must be png or jpeg
      await card.getByLabel('Description').fill('')
      await card.getByRole('button', { name: 'Update' }).click()
      await toast(page, 'All fields are required').waitFor()
      await card
        .getByLabel('Image (png or jpeg)')
        .setInputFiles({ name: 'art.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
      await toast(page, 'Only png, jpg or jpeg images can be uploaded').waitFor()

      // the name follows the username rules, with the profile editor's messages
      const nameStatus = card.locator('#koi-artist-name-status')
      await card.getByLabel('Name').fill('LOTUS_BLADE')
      await expect.poll(() => nameStatus.textContent(), { timeout: 10_000 }).toBe('username has already been taken!')
      await card.getByLabel('Name').fill('l')
      await expect.poll(() => nameStatus.textContent(), { timeout: 10_000 }).toBe('2 to 24 characters')
      await card.getByLabel('Name').fill('lotus_painter')
      await expect.poll(() => nameStatus.textContent(), { timeout: 10_000 }).toBe('username is available')
      await expectNoSeriousAxeViolations(page)
      await screenshot(page, 'forge-artist-card-name-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await screenshot(page, 'forge-artist-card-name-390')
      await page.setViewportSize({ width: 1280, height: 900 })
      const description = 'Ink and gold leaf, one Guardian a month.'
      await card.getByLabel('Description').fill(description)
      await card
        .getByLabel('Image (png or jpeg)')
        .setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: PNG_PICTURE })
      await card.getByRole('button', { name: 'Update' }).click()
      // the page reloads the profile: the header shows the artist's name, words and picture
      await page.getByRole('heading', { level: 1, name: 'lotus_painter' }).waitFor({ timeout: 20_000 })
      await expect.poll(() => page.locator('.koi-wallet-header__bio').textContent()).toBe(description)
      expect(await page.getByRole('img', { name: "lotus_painter's picture" }).getAttribute('src')).toContain(
        '/uploads/',
      )
      // reopened, the card starts from what was saved
      await card.getByRole('button', { name: 'Close' }).click()
      await page.getByRole('button', { name: 'Artist card', exact: true }).click()
      expect(await card.getByLabel('Name').inputValue()).toBe('lotus_painter')
      expect(await card.getByLabel('Description').inputValue()).toBe(description)
      await context.close()
    })
  })

  describe('wallet page in multi mode in Chromium', () => {
    // a second server in multi mode on the same chain, for this test only
    let multi: TestStack | undefined
    beforeAll(async () => {
      multi = await startStack({ SITE_MODE: 'multi', ...chainEnvironment(suite.stack) })
    })
    afterAll(async () => {
      await multi?.stop()
    })

    it('filters the owned tab to one collection by the address parameter, a slug or a contract address', async () => {
      const base = multi?.baseUrl ?? ''
      const owner = accountOf(COLLECTOR)
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      await page.goto(`${base}/forge/${owner}`)
      // without the parameter: every collection the account holds tokens in
      const all = await ownedTokensOf(page, owner)
      expect(new Set(all.map((token) => token.tokenAddress)).size).toBeGreaterThan(1)
      await expect.poll(() => cardNames(page), { timeout: 20_000 }).toEqual(all.map((token) => token.name))

      const contracts = await page.evaluate(async (account) => {
        const answer = await fetch(`/api/wallets/account/${account}/contracts`)
        return ((await answer.json()) as { data: { tokenAddress: string; slug: string }[] }).data
      }, owner)
      for (const slug of ['koi-guardians', 'arena-relics']) {
        const contract = contracts.find((entry) => entry.slug === slug)
        expect(contract).toBeDefined()
        const inCollection = await ownedTokensOf(page, owner, contract?.tokenAddress)
        expect(inCollection.length).toBeGreaterThan(0)
        expect(inCollection.length).toBeLessThan(all.length)
        const expected = inCollection.map((token) => token.name)
        // by slug, then by the contract address in lower case (addresses match case-insensitively)
        for (const address of [slug, contract?.tokenAddress.toLowerCase() ?? '']) {
          await page.goto(`${base}/forge/${owner}?address=${address}`)
          await expect.poll(() => cardNames(page), { timeout: 20_000 }).toEqual(expected)
        }
      }
      await screenshot(page, 'forge-multi-mode-by-address')

      // the liked tab follows the same parameter: the member's liked Battlecards, and no liked relic
      const liked = await page.evaluate(async (account) => {
        const answer = await fetch(
          `/api/nfts/reactions/account/${account}/nfts?tokenAddressOrSlug=battlecards&limit=100`,
        )
        return ((await answer.json()) as { data: { items: OwnedToken[] } }).data.items.map((token) => token.name)
      }, owner)
      expect(liked.length).toBeGreaterThan(0)
      await page.goto(`${base}/forge/${owner}?tab=liked&address=battlecards`)
      await expect.poll(() => cardNames(page), { timeout: 20_000 }).toEqual(liked)
      await page.goto(`${base}/forge/${owner}?tab=liked&address=arena-relics`)
      await page.getByRole('heading', { name: "You don't have any liked arts." }).waitFor({ timeout: 20_000 })
      expect(await cardNames(page)).toEqual([])
      await context.close()
    })
  })
}
