import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { takeCode } from '../../server/ssr/codeAfterPaint'
import { navLinks } from '../../src/features/shell/navbar/navLinks'
import type { SiteConfig } from '../../src/services/api'
import { localTestAccounts } from '../../src/services/chain/localAccounts'
import { expectNoSeriousAxeViolations } from './harness/axe'
import { builtFileOf } from './harness/builtFiles'
import { screenshot } from './harness/screens'
import { addSessionCookie, devAccount, signInOverHttp } from './harness/member'
import { e2eSuite } from './harness/suite'

// The layout rules that live in CSS (sizes, breakpoints), which only a real browser can check.

const suite = e2eSuite()

async function openAt(path: string, width: number): Promise<Page> {
  const page = await suite.browser.newPage({ viewport: { width, height: 900 } })
  await page.goto(`${suite.stack.baseUrl}${path}`)
  await page.locator('.koi-navbar').waitFor()
  return page
}

const navbarStyle = (page: Page) =>
  page.locator('.koi-navbar').evaluate((element) => {
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    return { position: style.position, background: style.backgroundColor, height: box.height, top: box.top }
  })

const TRANSPARENT = 'rgba(0, 0, 0, 0)'
const BLACK = 'rgb(0, 0, 0)'

describe('the shell in Chromium', () => {
  it('keeps a fixed 90px navbar, transparent on the story pages and black elsewhere', async () => {
    const wallet = localTestAccounts()[0]?.address ?? ''
    const expected: [string, string][] = [
      ['/', TRANSPARENT],
      ['/codex', TRANSPARENT],
      [`/forge/${wallet}`, TRANSPARENT],
      ['/odyssey', TRANSPARENT],
      ['/collections', BLACK],
      ['/quests', BLACK],
      ['/swaps', BLACK],
    ]
    for (const [path, background] of expected) {
      const page = await openAt(path, 1280)
      expect({ path, ...(await navbarStyle(page)) }).toEqual({
        path,
        position: 'fixed',
        background,
        height: 90,
        top: 0,
      })
      // fixed: still at the top of the window after scrolling (a short window, so every page scrolls)
      await page.setViewportSize({ width: 1280, height: 300 })
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      expect((await navbarStyle(page)).top).toBe(0)
      await page.close()
    }
  })

  it('hides the socials dropdown under 1100px', async () => {
    const page = await openAt('/collections', 1100)
    const toggle = page.locator('.koi-socials__toggle')
    expect(await toggle.isVisible()).toBe(true)
    await page.setViewportSize({ width: 1099, height: 900 })
    await expect.poll(() => toggle.isVisible()).toBe(false)
    await page.close()
  })

  it("switches the footer to 'New Worlds, New Powers' on narrow screens", async () => {
    const page = await openAt('/collections', 1280)
    const wide = page.getByText('Join the Legends', { exact: true })
    const narrow = page.getByText('New Worlds, New Powers', { exact: true })
    expect([await wide.isVisible(), await narrow.isVisible()]).toEqual([true, false])
    await page.setViewportSize({ width: 600, height: 900 })
    await expect.poll(async () => [await wide.isVisible(), await narrow.isVisible()]).toEqual([false, true])
    await page.close()
  })

  it("offers the mobile menu with 'Join our Discord' under 1024px and closes it at 1024px", async () => {
    const page = await openAt('/collections', 800)
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByText('Join our Discord').waitFor()
    await page.setViewportSize({ width: 1024, height: 900 })
    await expect.poll(() => menu.count()).toBe(0)
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true)
    await page.close()
  })

  it('keeps every enabled navbar link reachable at 1280, 1100 and 1024 px, the last ones under More', async () => {
    const config = ((await (await fetch(`${suite.stack.baseUrl}/api/site-configs`)).json()) as { data: SiteConfig })
      .data
    const expected = navLinks(config, undefined).map((link) => link.label)
    const page = await openAt('/highlights', 1280)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const more = nav.getByRole('button', { name: /^More/ })
    let moved = 0
    for (const width of [1280, 1100, 1024]) {
      await page.setViewportSize({ width, height: 900 })
      await expect.poll(() => nav.evaluate((row) => row.clientWidth)).toBeLessThanOrEqual(width)
      // the row's links: whole, inside the row, and left of the search and session buttons. The row
      // is counted again by a resize observer in the frame after the resize, so it is read until
      // that count has landed (or the poll's time runs out and the last reading fails below)
      const readRow = () =>
        nav.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const actions = document.querySelector('.koi-navbar__actions')?.getBoundingClientRect()
          return [...element.querySelectorAll(':scope > a, :scope > .koi-navbar__more > button')].map((link) => {
            const own = link.getBoundingClientRect()
            return {
              label: (link.textContent ?? '').replace('▾', '').trim(),
              inside: own.left >= box.left - 0.5 && own.right <= box.right + 0.5,
              clearOfActions: actions === undefined || own.right <= actions.left,
              whole: link.scrollWidth <= link.clientWidth + 1,
            }
          })
        })
      const settled = (links: Awaited<ReturnType<typeof readRow>>) =>
        links.every((link) => link.inside && link.clearOfActions && link.whole)
      await expect.poll(async () => settled(await readRow())).toBe(true)
      const row = await readRow()
      for (const link of row) expect(link).toMatchObject({ inside: true, clearOfActions: true, whole: true })
      const inRow = row.map((link) => link.label).filter((label) => label !== 'More')
      let inMore: string[] = []
      if (await more.count()) {
        await more.click()
        const list = page.locator(`#${await more.getAttribute('aria-controls')}`)
        inMore = await list.getByRole('link').allTextContents()
        for (const label of inMore) expect(await list.getByRole('link', { name: label }).isVisible()).toBe(true)
        await screenshot(page, `navbar-more-${width}`)
        if (width === 1024) await expectNoSeriousAxeViolations(page)
        await page.keyboard.press('Escape')
        await expect.poll(() => list.count()).toBe(0)
      }
      // every link once, in the configured order: the row first, then the menu
      expect({ width, links: [...inRow, ...inMore] }).toEqual({ width, links: expected })
      // the narrower the window, the more links in the menu
      expect(inMore.length).toBeGreaterThanOrEqual(moved)
      moved = inMore.length
    }
    expect(moved).toBeGreaterThan(0)

    // a link in the menu navigates, and the menu closes
    await more.click()
    const last = expected.at(-1) ?? ''
    await page.getByRole('link', { name: last, exact: true }).click()
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('false')
    expect(new URL(page.url()).pathname).not.toBe('/highlights')
    await page.close()
  })

  it("announces a page's route code in the page the server sends, its first data drawn in, each fetched once", async () => {
    const routeChunk = builtFileOf('src/routes/collection/$tokenAddressOrSlug/index.tsx?tsr-split=component')
    const html = await (await fetch(`${suite.stack.baseUrl}/collection/battlecards`)).text()
    // (asked for once the page has painted: a drawn page reads from its HTML and styles, its code comes after them)
    expect(html).not.toContain(`href="${routeChunk}"`)
    expect(takeCode(html).html).toBe(html)
    expect(html).toContain(`${JSON.stringify(routeChunk)}`)
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const fetched: string[] = []
    page.on('request', (request) => void fetched.push(new URL(request.url()).pathname))
    await page.goto(`${suite.stack.baseUrl}/collection/battlecards`, { waitUntil: 'networkidle' })
    await page.locator('.koi-item-card').first().waitFor()
    expect(fetched.filter((path) => path === routeChunk)).toHaveLength(1)
    // the server drew the page with its first data in (its Query cache), so that call is not
    // announced beside the code; the browser asks for it again as the page mounts, once at most
    expect(html).toContain('Ten thousand Battlecards')
    expect(html).not.toMatch(/<link rel="preload" href="[^"]*\/api\/collections\/battlecards\/metadata\//)
    expect(fetched.filter((path) => path === '/api/collections/battlecards/metadata/').length).toBeLessThanOrEqual(1)

    // an item's page: drawn with its loader's data (the item, its collection), each asked for once at most
    const itemHtml = await (await fetch(`${suite.stack.baseUrl}/collection/battlecards/3`)).text()
    expect(itemHtml).toMatch(/<h1[^>]*>[^<]*#3<\/h1>/)
    fetched.length = 0
    await page.goto(`${suite.stack.baseUrl}/collection/battlecards/3`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: /#3$/ }).waitFor()
    expect(fetched.filter((path) => path === '/api/nfts/battlecards/3').length).toBeLessThanOrEqual(1)
    expect(fetched.filter((path) => path === '/api/collections/battlecards/metadata/').length).toBeLessThanOrEqual(1)
    await page.close()
  })

  it("draws the swaps page whole for a member too, and takes it over asking each of its loader's calls once at most", async () => {
    // a visitor's page is drawn by the server, its tokens and leaderboard in it
    const drawn = await (await fetch(`${suite.stack.baseUrl}/swaps`)).text()
    expect(drawn).toMatch(/<input[^>]*name="token"/)
    expect(drawn).toMatch(/class="koi-swaps__leaderboard"[\s\S]*<tbody>\s*<tr/)
    // and a member's too, the room of their claim kept in it
    const cookie = await signInOverHttp(suite.stack.baseUrl, 2)
    const html = await (await fetch(`${suite.stack.baseUrl}/swaps`, { headers: { cookie } })).text()
    expect(html).toMatch(/<input[^>]*name="token"/)
    expect(html).toMatch(/class="koi-swaps__leaderboard"[\s\S]*<tbody>\s*<tr/)
    expect(html).toContain('Loading your claim')
    const drawnRows = /class="koi-swaps__leaderboard"[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1]?.match(/<tr/g)
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } })
    await addSessionCookie(page, suite.stack.baseUrl, cookie)
    const fetched: string[] = []
    page.on('request', (request) => void fetched.push(new URL(request.url()).pathname))
    await page.goto(`${suite.stack.baseUrl}/swaps`, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => !('$_TSR' in window))
    for (const call of ['/api/swaps/supported-tokens', '/api/swaps/leaderboard', '/api/utils/ether-price'])
      expect(fetched.filter((path) => path === call).length, call).toBeLessThanOrEqual(1)
    // the drawn rows are the page's rows once it runs
    expect(await page.locator('.koi-swaps__leaderboard tbody tr').count()).toBe(drawnRows?.length)
    expect(await page.locator('input[name="token"]').count()).toBeGreaterThan(0)
    await page.close()
  })

  it('shows a visitor the presale the server reads from the chain, with no chain code in the page', async () => {
    // viem's client code, as the member's claim limits import it
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >
    const claimLimits = manifest['src/features/swaps/viemSwapChain.ts']
    const viemClient = (claimLimits?.imports ?? [])
      .map((key) => manifest[key]?.file)
      .find((file) => /_esm-/.test(file ?? ''))
    if (!viemClient) throw new Error("viem's client code is not a chunk of its own")
    const fetched: string[] = []
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } })
    page.on('request', (request) => void fetched.push(new URL(request.url()).pathname.slice(1)))
    await page.route('**/api/presale', async (route) => {
      await released
      await route.continue()
    })
    await page.goto(`${suite.stack.baseUrl}/swaps`)
    await page.getByRole('radio', { name: /\(USDC\)/ }).waitFor()
    await expect.poll(() => page.locator('.koi-presale').textContent()).toBe('Reading the presale…')
    release()
    // the local chain's presale: its presale stage at 0.02 ETH
    const presale = page.getByRole('region', { name: 'Presale' })
    await presale.waitFor()
    expect(await presale.textContent()).toContain('0.02 ETH')
    expect(fetched).toContain('api/presale')
    expect(fetched).not.toContain(viemClient)
    await page.close()
  })

  it('fetches no session, wallet or inspection code for a visitor until they connect', async () => {
    const late = {
      session: builtFileOf('src/features/session/index.ts'),
      devWallet: builtFileOf('src/services/wallet/devWallet.ts'),
      walletSession: builtFileOf('src/services/wallet/walletSession.ts'),
      appkit: builtFileOf('src/services/wallet/appkitConnection.ts'),
      inspection: builtFileOf('src/services/inspection/liveInspector.ts'),
    }
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const fetched = new Set<string>()
    page.on('request', (request) => void fetched.add(new URL(request.url()).pathname))
    const loaded = () => Object.entries(late).flatMap(([name, file]) => (fetched.has(file) ? [name] : []))
    await page.goto(`${suite.stack.baseUrl}/`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor()
    expect(loaded()).toEqual([])
    // the first connect brings the session and the development wallet, and still no inspection
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('button', { name: devAccount(0).address, exact: true }).waitFor()
    expect(loaded()).toEqual(expect.arrayContaining(['session', 'devWallet']))
    expect(loaded()).not.toContain('inspection')
    await context.close()
  })
})
