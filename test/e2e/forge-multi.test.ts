import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { expectNoSeriousAxeViolations } from './harness/axe'
import { devAccount } from './harness/member'
import { E2E_ARTIFACTS_DIR, screenshot } from './harness/screens'
import { e2eSuite } from './harness/suite'

// One stack in multi-collection mode: the wallet page's cards in a site of several collections.
const suite = e2eSuite({ SITE_MODE: 'multi' })

/** 'koi_keeper' holds tokens in every seeded collection. */
const HOLDER = devAccount(0).address

interface Token {
  tokenAddress: string
  tokenId: string
  name: string
}

describe('wallet cards in multi-collection mode in Chromium', () => {
  it("opens each card's item in its own collection, not in the default one", async () => {
    const base = suite.stack.baseUrl
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${base}/forge/${HOLDER}`)
    await page.locator('.koi-token').first().waitFor({ timeout: 20_000 })
    const { owned, defaultAddress } = await page.evaluate(async (account) => {
      const tokens = await fetch(`/api/wallets/account/${account}?limit=100`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      const collection = await fetch('/api/defaultCollection')
      return {
        owned: ((await tokens.json()) as { data: { items: Token[] } }).data.items,
        defaultAddress: ((await collection.json()) as { data: { tokenAddress: string } }).data.tokenAddress,
      }
    }, HOLDER)
    const others = owned.filter((token) => token.tokenAddress !== defaultAddress)
    expect(others.length).toBeGreaterThan(0)
    await expect.poll(() => page.locator('.koi-token').count(), { timeout: 20_000 }).toBe(owned.length)

    // every card links to /collection/{its contract}/{its id}
    const hrefs = await page
      .locator('.koi-token__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual(owned.map((token) => `/collection/${token.tokenAddress}/${token.tokenId}`))
    await expectNoSeriousAxeViolations(page)
    await screenshot(page, 'forge-multi-cards-1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoSeriousAxeViolations(page)
    // the first cards on a phone (the whole page of cards is too tall for one picture)
    await page.locator('.koi-token').first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(E2E_ARTIFACTS_DIR, 'forge-multi-cards-390.png') })
    await page.setViewportSize({ width: 1280, height: 900 })

    // a card of another collection opens its own item (the default collection has a token of that id too)
    const other = others[0]
    if (!other) throw new Error('no token outside the default collection')
    await page.locator('.koi-token__link', { hasText: other.name }).first().click()
    await page.getByRole('heading', { level: 1, name: other.name }).waitFor({ timeout: 20_000 })
    expect(new URL(page.url()).pathname).toBe(`/collection/${other.tokenAddress}/${other.tokenId}`)
    await context.close()
  })
})
