import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { localTestAccounts } from '../../src/services/chain/localAccounts'
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
})
