import { describe, expect, it } from 'vitest'
import { artClaimMessages } from '../../../src/machines/artClaim/messages'
import { expectNoSeriousAxeViolations } from '../harness/axe'
import { devAccount, linkXOverHttp, shortAccountLabel, signInOverHttp, signInWithDevWallet } from '../harness/member'
import { screenshot } from '../harness/screens'
import type { E2eSuite } from '../harness/suite'
import { firstLove, loveCount, loveReady } from './world'

/** Development-wallet accounts of the demo seed (README): 0 the admin, 3 and 4 free to claim, 9 without X. */
const ADMIN = 0
const LOVER = 9
const LOVER_HANDLE = 'koi_lover_journey'
const ARTIST_A = 3
const ARTIST_B = 4

/** The journeys: love with the full gating, claim and release between two members, the admin's toggle, the viewer. */
export function describeGalleryJourneys(suite: E2eSuite) {
  describe('galleries and the art contest in Chromium', () => {
    it('a visitor is led through wallet, signature and the X sign-in, then love counts one up and a second click takes it back', async () => {
      const page = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
      await page.goto(`${suite.stack.baseUrl}/gallery/fan-art`)
      await firstLove(page).waitFor()
      await expectNoSeriousAxeViolations(page)
      const { address } = devAccount(LOVER)
      // no wallet: the wallet connect dialog
      await firstLove(page).click()
      await page.getByRole('button', { name: address, exact: true }).click()
      await page.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 20_000 })
      // no session: asked to sign
      await firstLove(page).click()
      await page.getByText('Please sign signature to continue').first().waitFor()
      await page.getByRole('button', { name: 'Sign', exact: true }).click()
      await page.getByRole('button', { name: shortAccountLabel(address) }).waitFor({ timeout: 20_000 })
      // no linked X: asked to sign in with X, on the local issuer standing in for X
      await loveReady(page)
      await firstLove(page).click()
      const prompt = page.getByRole('dialog', { name: 'Sign in with X' })
      await prompt.getByRole('button', { name: 'Sign in with X' }).click()
      await page.getByRole('heading', { name: 'Sign in to X' }).waitFor({ timeout: 20_000 })
      await page.getByLabel('Handle').fill(LOVER_HANDLE)
      await page.getByRole('button', { name: 'Sign in' }).click()
      // back on the gallery, the verified account is linked and the result leaves the URL
      await page.getByText('Account linked successfully', { exact: true }).first().waitFor({ timeout: 20_000 })
      expect(new URL(page.url()).pathname).toBe('/gallery/fan-art')
      await expect.poll(() => new URL(page.url()).searchParams.get('social')).toBeNull()

      await loveReady(page)
      const before = await loveCount(page)
      await firstLove(page).click()
      await expect.poll(() => loveCount(page)).toBe(before + 1)
      expect(await firstLove(page).getAttribute('aria-pressed')).toBe('true')
      await screenshot(page, 'galleries-loved')
      await expect.poll(() => firstLove(page).getAttribute('aria-busy')).toBe('false')
      await firstLove(page).click()
      await expect.poll(() => loveCount(page)).toBe(before)
      expect(await firstLove(page).getAttribute('aria-pressed')).toBe('false')
      await page.context().close()
    })

    it("member A claims a piece and releases it, member B claims it, and A's open page shows it taken and refuses A's reclaim", async () => {
      // pieces go to people: both artists have an X account of their own
      for (const [artist, handle] of [
        [ARTIST_A, 'artist_a'],
        [ARTIST_B, 'artist_b'],
      ] as const)
        await linkXOverHttp(suite.stack.baseUrl, await signInOverHttp(suite.stack.baseUrl, artist), handle)
      const page = await suite.browser.newPage()
      await page.goto(`${suite.stack.baseUrl}/art-contest`)
      await signInWithDevWallet(page, suite.stack.baseUrl, ARTIST_A)
      const free = page.locator('.koi-piece--free').first()
      const pieceId = (await free.getAttribute('data-piece-id')) ?? ''
      const piece = page.locator(`[data-piece-id="${pieceId}"]`)
      await piece.getByRole('button', { name: /^Claim / }).click()
      await page.getByText('Claim successfully!').waitFor()
      await expect.poll(() => piece.getAttribute('class')).toContain('koi-piece--yours')
      await piece.getByRole('button', { name: 'Release' }).click()
      await page.getByText('UnClaimed successfully!').waitFor()
      await expect.poll(() => piece.getAttribute('class')).toContain('koi-piece--free')

      const cookie = await signInOverHttp(suite.stack.baseUrl, ARTIST_B)
      const taken = await fetch(`${suite.stack.baseUrl}/api/art-contests/gallery/claim/${pieceId}`, {
        method: 'POST',
        headers: { cookie, origin: suite.stack.baseUrl },
      })
      expect(taken.status).toBe(200)

      // A's open page hears it: the piece shows taken with no reload, and A's claim is refused on the page
      await expect.poll(() => piece.getAttribute('class'), { timeout: 10_000 }).toContain('koi-piece--taken')
      await piece.getByText('Taken', { exact: true }).waitFor()
      await piece.getByRole('button', { name: /^Claim / }).click()
      await page.getByText(artClaimMessages.takenByAnother, { exact: true }).first().waitFor()
      await screenshot(page, 'art-contest-reclaim-refused')
      await page.close()

      // axe on the contest as a visitor sees it (signed-in pages carry the navbar's coin balance, not checked here)
      const visitor = await (await suite.browser.newContext()).newPage()
      await visitor.goto(`${suite.stack.baseUrl}/art-contest`)
      await visitor.locator('.koi-piece').first().waitFor()
      await visitor.locator('.koi-love').first().waitFor()
      await screenshot(visitor, 'art-contest-visitor')
      await expectNoSeriousAxeViolations(visitor)
      await visitor.close()
    })

    it('an admin disables a submission in the edit view, and visitors no longer see it', async () => {
      const admin = await suite.browser.newPage()
      await admin.goto(`${suite.stack.baseUrl}/gallery/submissions?type=edit`)
      await signInWithDevWallet(admin, suite.stack.baseUrl, ADMIN)
      const toggle = admin.locator('.koi-tile__admin').first()
      await toggle.waitFor({ timeout: 20_000 })
      const id = (await admin.getByTestId('submission-id').first().textContent()) ?? ''
      expect(id).not.toBe('')
      await toggle.click()
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
      await screenshot(admin, 'gallery-admin-disabled')

      const visitor = await (await suite.browser.newContext()).newPage()
      await visitor.goto(`${suite.stack.baseUrl}/gallery/submissions?id=${encodeURIComponent(id)}`)
      await visitor.getByText('This submission is not in the gallery.').waitFor()
      expect(await visitor.getByTestId('submission-id').count()).toBe(0)
      await expectNoSeriousAxeViolations(visitor)
      await admin.close()
      await visitor.close()
    })

    it('the tweet viewer opens by URL at 390 px and closing removes the parameter', async () => {
      const page = await (await suite.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
      await page.goto(`${suite.stack.baseUrl}/gallery/fan-art`)
      await page.locator('.koi-tile__open').first().click()
      const dialog = page.getByRole('dialog', { name: 'Fan art submission' })
      await dialog.waitFor()
      expect(new URL(page.url()).searchParams.get('tweetId')).toMatch(/^\d+$/)
      expect(await dialog.getByRole('link', { name: 'View tweet' }).getAttribute('href')).toMatch(
        /^https:\/\/x\.com\/[^/]+\/status\/\d+$/,
      )
      await screenshot(page, 'gallery-tweet-viewer-390')
      await expectNoSeriousAxeViolations(page)
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect.poll(() => new URL(page.url()).searchParams.has('tweetId')).toBe(false)
      await page.close()
    })
  })
}
