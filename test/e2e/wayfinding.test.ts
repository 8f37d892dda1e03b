import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoSeriousAxeViolations } from './harness/axe'
import { devAccount, shortAccountLabel } from './harness/member'
import { E2E_ARTIFACTS_DIR, screenshot } from './harness/screens'
import { e2eSuite } from './harness/suite'

// Every page findable, titled and usable by keyboard: the tab's title, the navbar's way to the
// galleries and the art contest, the icon, the skip link and focus around dialogs.

const suite = e2eSuite()

async function open(path: string, width: number): Promise<Page> {
  const page = await suite.browser.newPage({ viewport: { width, height: 900 } })
  await page.goto(`${suite.stack.baseUrl}${path}`)
  await page.locator('.koi-navbar').waitFor()
  return page
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first()

/** What has focus, as a person hears it: its accessible label or its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? ''
  })

/** Presses Tab (or Shift+Tab) until the focused control's name matches, as a keyboard user looks for it. */
async function tabTo(page: Page, name: RegExp | string, { backwards = false, most = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    const now = await focused(page)
    if (typeof name === 'string' ? now === name : name.test(now)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`no control named ${String(name)} within ${most} Tab presses (last: ${await focused(page)})`)
}

describe('titles in Chromium', () => {
  it('names each page in its tab, and the title follows the navigation', async () => {
    const page = await open('/explore/1312', 1280)
    const itemName = (await heading(page).textContent())?.trim() ?? ''
    expect(itemName).not.toBe('')
    await expect.poll(() => page.title()).toBe(`${itemName} · Battlecards · Koi`)
    // one title: the server's (for previews) gives way to the page's
    expect(await page.locator('title').count()).toBe(1)

    await page.getByRole('link', { name: 'Battlecards', exact: true }).first().click()
    await expect.poll(() => page.title()).toBe('Battlecards · Koi')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quests' }).click()
    await expect.poll(() => page.title()).toBe('Quests · Koi')
    await page.goBack()
    await expect.poll(() => page.title()).toBe('Battlecards · Koi')

    // a profile's first visit: the server drew the page with the profile its title needs, so the
    // browser does not ask for it again
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/users/')) asked.push(request.url())
    })
    await page.goto(`${suite.stack.baseUrl}/forge/${devAccount(1).address}`, { waitUntil: 'networkidle' })
    await expect.poll(() => page.title()).toBe('ink_traveller · Koi')
    expect(asked).toEqual([])
    await page.close()
  })

  it('serves the page title and its link preview in the HTML, with absolute URLs', async () => {
    const html = await (await fetch(`${suite.stack.baseUrl}/forge/${devAccount(1).address}`)).text()
    expect(html).toContain('<title>ink_traveller · Koi</title>')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+">/)
    expect(html).toContain(`<link rel="canonical" href="${suite.stack.baseUrl}/forge/${devAccount(1).address}">`)
  })
})

describe('the galleries and the art contest from the navbar', () => {
  const destinations = [
    ['Fan art', '/gallery/fan-art', 'Fan art gallery'],
    ['Game gallery', '/gallery/game', 'Game gallery'],
    ['Submissions', '/gallery/submissions', 'All submissions'],
    ['Art contest', '/art-contest', 'Art contest'],
  ] as const

  it('reaches each one in one click at 1280 px, from the row or its "More" menu', async () => {
    const page = await open('/collections', 1280)
    // the row shows its links once the page has counted what fits (before, the rest wait hidden)
    await page.locator('.koi-navbar__links[data-fitted]').waitFor()
    for (const [label, path, title] of destinations) {
      const row = page.getByRole('navigation', { name: 'Main' })
      const link = row.getByRole('link', { name: label, exact: true })
      if (!(await link.isVisible())) await row.getByRole('button', { name: /More/ }).click()
      await link.click()
      await expect.poll(() => new URL(page.url()).pathname).toBe(path)
      await heading(page).filter({ hasText: title }).waitFor()
      await expect.poll(() => page.title()).toBe(`${title} · Koi`)
    }
    await screenshot(page, 'wayfinding-art-contest-1280')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /More/ }).click()
    await screenshot(page, 'wayfinding-more-menu-1280')
    await expectNoSeriousAxeViolations(page)
    await page.close()
  })

  it('reaches each one from the menu at 390 px', async () => {
    const page = await open('/collections', 390)
    for (const [label, path, title] of destinations) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: label, exact: true }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe(path)
      await heading(page).filter({ hasText: title }).waitFor()
    }
    await page.getByRole('button', { name: 'Open menu' }).click()
    // the menu as the phone shows it: the window, not the whole page under it
    await page.screenshot({ path: join(E2E_ARTIFACTS_DIR, 'wayfinding-menu-390.png') })
    await expectNoSeriousAxeViolations(page)
    await page.close()
  })

  it('leads from the home page to the art contest', async () => {
    for (const width of [1280, 390]) {
      const page = await open('/', width)
      const invite = page.getByRole('link', { name: 'Enter the art contest' })
      await invite.scrollIntoViewIfNeeded()
      await screenshot(page, `wayfinding-home-${width}`)
      await expectNoSeriousAxeViolations(page)
      await invite.click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/art-contest')
      await page.close()
    }
  })

  it("shows the site's logo as the icon, and no page asks for anything that is not there", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const missing: string[] = []
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url())
    })
    for (const path of ['/', '/gallery/fan-art', '/art-contest', '/quests']) {
      await page.goto(`${suite.stack.baseUrl}${path}`, { waitUntil: 'networkidle' })
    }
    const icon = await page.locator('link[rel="icon"]').getAttribute('href')
    expect(icon).toMatch(/^https?:\/\/.+\.svg$/)
    const answer = await page.request.get(icon ?? '')
    expect([answer.status(), answer.headers()['content-type']]).toEqual([200, 'image/svg+xml'])
    const favicon = await page.request.get(`${suite.stack.baseUrl}/favicon.ico`)
    expect(favicon.status()).toBe(200)
    expect(missing).toEqual([])
    await page.close()
  })
})

describe('by keyboard alone', () => {
  it('skips to the content, signs in with the wallet, loves a post, opens and closes its viewer', async () => {
    const page = await open('/gallery/fan-art', 1280)
    const { address } = devAccount(1)
    await page.locator('.koi-love').first().waitFor()

    // the first stop is the skip link; it moves focus past the navbar to the page
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('Skip to content')
    await screenshot(page, 'wayfinding-skip-link-1280')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('koi-content')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('header') === null)).toBe(true)

    // Escape closes the wallet chooser and gives focus back to "Connect wallet"
    await tabTo(page, 'Connect wallet', { backwards: true })
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: /Wallet/ }).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => focused(page)).toBe('Connect wallet')

    // sign in: the chooser, an account, then Sign
    await page.keyboard.press('Enter')
    await tabTo(page, address)
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 20_000 })
    // (the navbar's button; where focus is depends on how the wallet layer took over the page)
    await tabTo(page, 'Sign', { backwards: true, most: 200 })
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: shortAccountLabel(address) }).waitFor({ timeout: 20_000 })

    // love the first post
    const love = page.locator('.koi-love').first()
    await love.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 20_000 })
    const before = (await love.getAttribute('aria-pressed')) === 'true'
    await tabTo(page, /^Love .+, \d+ loves?$/)
    await page.keyboard.press('Enter')
    await expect.poll(() => love.getAttribute('aria-pressed')).toBe(String(!before))

    // open a post's viewer and close it: focus comes back to the tile that opened it
    await tabTo(page, /^Open /)
    const opener = await focused(page)
    await page.keyboard.press('Enter')
    const viewer = page.getByRole('dialog')
    await viewer.waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true)
    await page.keyboard.press('Escape')
    await viewer.waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toBe(opener)
    await expectNoSeriousAxeViolations(page)
    await page.close()
  })
})
