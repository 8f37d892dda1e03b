import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoSeriousAxeViolations } from '../harness/axe'
import { openSignedIn } from '../harness/member'
import { screenshot } from '../harness/screens'
import type { E2eSuite } from '../harness/suite'
import { accountOf, closeToasts, PNG_PICTURE } from './world'

/** The journey's member: Hardhat account 1, 'ink_traveller', six Battlecards and four of the ten shields. */
const MEMBER = 1
const OWNED_SHIELD = 'Card Keeper'
const LOCKED_SHIELD = 'Quest Veteran'

interface OwnedToken {
  name: string
  attributes: { trait_type: string; value: string }[]
}

const cardNames = (page: Page) => page.locator('.koi-token__name').allTextContents()

async function ownedTokensOf(page: Page, account: string, query = ''): Promise<OwnedToken[]> {
  return page.evaluate(
    async ({ account, query }) => {
      // single mode: the owned tab shows the default collection
      const collection = await fetch('/api/defaultCollection')
      const { tokenAddress } = ((await collection.json()) as { data: { tokenAddress: string } }).data
      const answer = await fetch(`/api/wallets/account/${account}?limit=100${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tokenAddress }),
      })
      return ((await answer.json()) as { data: { items: OwnedToken[] } }).data.items
    },
    { account, query },
  )
}

export function describeWalletJourney(suite: E2eSuite): void {
  describe('wallet page journey in Chromium', () => {
    it('edits the profile, searches and sorts the owned tab, copies the address, downloads a shield', async () => {
      const base = suite.stack.baseUrl
      const member = accountOf(MEMBER)
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
      const page = await context.newPage()
      await openSignedIn(page, base, `/forge/${member}`, MEMBER)
      await page.getByRole('heading', { level: 1, name: 'ink_traveller' }).waitFor()
      await page.locator('.koi-token').first().waitFor()
      await closeToasts(page)
      await expectNoSeriousAxeViolations(page)
      await screenshot(page, 'forge-wallet-page')
      // one's own page titles the strip 'Your Shields'; the grid's columns are at least 250 px wide
      await page.getByRole('heading', { name: 'Your Shields', exact: true }).waitFor()
      const widths = await page
        .locator('.koi-token')
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width))
      expect(Math.min(...widths)).toBeGreaterThanOrEqual(250)

      // copy the address: the toast, the clipboard, and the flag back after 1000 ms
      await page.getByRole('button', { name: 'Copy address' }).click()
      await page.locator('[data-sonner-toast]', { hasText: 'Address Copied!' }).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(member)
      await page.getByRole('button', { name: 'Copy address' }).waitFor({ timeout: 3000 })

      // search by virtue on the server; one character does not search
      const owned = await ownedTokensOf(page, member)
      expect(await cardNames(page)).toEqual(owned.map((token) => token.name))
      const virtue = owned[0]?.attributes.find((trait) => trait.trait_type === 'Virtue')?.value ?? ''
      const search = page.getByRole('searchbox', { name: 'Search by name or power' })
      await search.fill(virtue.slice(0, 1))
      await page.waitForTimeout(600)
      expect(await cardNames(page)).toEqual(owned.map((token) => token.name))
      await search.fill(virtue.toLowerCase())
      const matching = await ownedTokensOf(page, member, `&search=${virtue}`)
      expect(matching.length).toBeLessThan(owned.length)
      await expect.poll(() => cardNames(page)).toEqual(matching.map((token) => token.name))
      await search.fill('')
      await expect.poll(() => cardNames(page)).toEqual(owned.map((token) => token.name))

      // price low to high: listed cards first, cheapest first; then the compact list
      await page.getByRole('combobox', { name: 'Sort' }).selectOption('price_low_to_high')
      const byPrice = await ownedTokensOf(page, member, '&sort=price_low_to_high')
      await expect.poll(() => cardNames(page)).toEqual(byPrice.map((token) => token.name))
      const prices = (await page.locator('.koi-token__price').allTextContents())
        .filter((text) => text !== 'Not listed')
        .map((text) => Number.parseFloat(text))
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      await page.getByRole('button', { name: 'List layout' }).click()
      expect(await page.getByRole('list', { name: 'Tokens' }).getAttribute('class')).toContain('koi-tokens--list')
      await screenshot(page, 'forge-owned-list-by-price')

      // shields: the lists, an owned one downloads, a locked one does not, and the server refuses it
      const strip = page.getByRole('button', { name: 'Open shields' })
      expect(await strip.getByRole('img').count()).toBe(4)
      await strip.click()
      const shields = page.getByRole('dialog', { name: 'Koi Shields' })
      await shields.getByRole('button', { name: LOCKED_SHIELD }).waitFor()
      // the member's four, then the six others greyed; the 'All Shields' entry of the strip is in neither
      const ownedList = shields.locator('.koi-shields-modal__list').nth(0)
      const availableList = shields.locator('.koi-shields-modal__list').nth(1)
      const ownedShields = await ownedList.getByRole('button').allTextContents()
      const availableShields = await availableList.getByRole('button').allTextContents()
      expect([ownedShields.length, availableShields.length]).toEqual([4, 6])
      expect(ownedShields).toContain(OWNED_SHIELD)
      expect(availableShields).toContain(LOCKED_SHIELD)
      expect([...ownedShields, ...availableShields]).not.toContain('All Shields')
      const greyed = await availableList.locator('.koi-shield--locked').count()
      expect(greyed).toBe(6)
      await shields.getByRole('button', { name: OWNED_SHIELD }).click()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        shields.getByRole('button', { name: 'Download' }).click(),
      ])
      expect(download.suggestedFilename()).toBe('Card_Keeper.png')
      expect(
        readFileSync(await download.path())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG')
      await shields.getByRole('button', { name: '← All Shields' }).click()
      await shields.getByRole('button', { name: LOCKED_SHIELD }).click()
      await shields.getByText('Unlock to download!').waitFor()
      expect(await shields.getByRole('button', { name: 'Download' }).count()).toBe(0)
      const refused = await page.evaluate(async () => {
        const answer = await fetch('/downloadFile/Quest_Veteran?mimetype=image/png', { credentials: 'include' })
        return answer.status
      })
      expect(refused).toBe(403)
      await screenshot(page, 'forge-shield-locked')
      await shields.getByRole('button', { name: 'Close' }).click()
      // closing cleared the choice: reopened, the modal shows the lists, full screen under 950 px
      await strip.click()
      await shields.getByRole('heading', { name: 'Available' }).waitFor()
      expect(await shields.getByText('Unlock to download!').count()).toBe(0)
      await page.setViewportSize({ width: 390, height: 844 })
      await expect.poll(async () => (await shields.boundingBox())?.width).toBe(390)
      await screenshot(page, 'forge-shields-390')
      await page.setViewportSize({ width: 1280, height: 900 })
      await shields.getByRole('button', { name: 'Close' }).click()

      // the editor: a taken name blocks the save silently, a free one saves with the guardian and picture
      await page.getByRole('button', { name: 'Edit Profile', exact: true }).click()
      const editor = page.getByRole('dialog', { name: 'Edit Profile' })
      await expect.poll(() => editor.getByLabel('Username').inputValue()).toBe('ink_traveller')
      // a picture chosen and the editor closed: reopened, the upload is gone
      const shownPicture = () => editor.getByRole('img', { name: 'Profile picture' }).getAttribute('src')
      const savedPicture = await shownPicture()
      await editor
        .getByLabel('Change picture')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_PICTURE })
      await expect.poll(shownPicture).toMatch(/^blob:/)
      await editor.getByRole('button', { name: 'Close' }).click()
      await page.getByRole('button', { name: 'Edit Profile', exact: true }).click()
      await expect.poll(shownPicture).toBe(savedPicture)
      await closeToasts(page)
      await expectNoSeriousAxeViolations(page)
      // full screen on a narrow screen
      await page.setViewportSize({ width: 390, height: 844 })
      await expect.poll(async () => (await editor.boundingBox())?.width).toBe(390)
      await expectNoSeriousAxeViolations(page)
      await screenshot(page, 'forge-profile-editor-390')
      await page.setViewportSize({ width: 1280, height: 900 })
      await editor.getByLabel('Username').fill('KOI_KEEPER')
      await editor.getByText('username has already been taken!').waitFor({ timeout: 5000 })
      await editor.getByRole('button', { name: 'Save' }).click()
      await page.waitForTimeout(500)
      expect(await page.locator('[data-sonner-toast]', { hasText: 'changes saved!' }).count()).toBe(0)
      await editor.getByLabel('Username').fill('ink_journey')
      await editor.getByText('username is available').waitFor({ timeout: 5000 })
      // the picker offers the fifty guardians, each with a portrait the CDN serves
      const tiles = editor.getByRole('group', { name: 'Guardian' }).getByRole('button')
      await expect.poll(() => tiles.count()).toBe(50)
      const portraits = await editor.locator('.koi-guardian img').evaluateAll((images) =>
        Promise.all(
          images.map(async (image) => {
            const answer = await fetch((image as HTMLImageElement).src)
            return `${answer.status} ${answer.headers.get('content-type') ?? ''}`
          }),
        ),
      )
      expect(portraits).toEqual(Array.from({ length: 50 }, () => '200 image/png'))
      const guardian = editor.getByRole('button', { pressed: false }).and(editor.locator('.koi-guardian')).first()
      const guardianName = (await guardian.getAttribute('aria-label')) ?? ''
      await guardian.click()
      expect(await editor.getByRole('button', { name: guardianName }).getAttribute('aria-pressed')).toBe('true')
      await editor
        .getByLabel('Change picture')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_PICTURE })
      await screenshot(page, 'forge-profile-editor')
      await editor.getByRole('button', { name: 'Save' }).click()
      await page.locator('[data-sonner-toast]', { hasText: 'changes saved!' }).waitFor()
      await page.getByRole('heading', { level: 1, name: 'ink_journey' }).waitFor()

      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'ink_journey' }).waitFor({ timeout: 20_000 })
      expect(await page.getByRole('img', { name: "ink_journey's picture" }).getAttribute('src')).toContain('/uploads/')
      await screenshot(page, 'forge-header-after-save')

      // another member's page: no edit controls, and 'Shields' rather than 'Your Shields'
      await page.goto(`${base}/forge/${accountOf(0)}?edit=true`)
      await page.getByRole('heading', { level: 1, name: 'koi_keeper' }).waitFor()
      await page.getByRole('heading', { name: 'Shields', exact: true }).waitFor()
      for (const control of ['Edit Profile', 'Edit profile picture', 'Vault', 'Connect X', 'Disconnect X'])
        expect(await page.getByRole('button', { name: control, exact: true }).count()).toBe(0)
      expect(await page.getByRole('dialog').count()).toBe(0)
      await screenshot(page, 'forge-other-member')
      await context.close()
    })
  })
}
