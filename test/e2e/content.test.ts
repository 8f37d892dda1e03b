import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoSeriousAxeViolations } from './harness/axe'
import { GOOD_LAYOUT_SHIFT, pageWithLateAnswer } from './harness/layoutShift'
import { screenshot } from './harness/screens'
import { e2eSuite } from './harness/suite'

// Home, story, Odyssey, blog, about and the security gate on the real stack, read as a member would.

const suite = e2eSuite()

async function open(path: string, width = 1280, browser: Browser = suite.browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.goto(`${suite.stack.baseUrl}${path}`)
  await page.locator('.koi-navbar').waitFor()
  return page
}

const pathOf = (page: Page) => new URL(page.url()).pathname

describe('story, Odyssey, blog and about in Chromium', () => {
  it('reads a story chapter and moves with Previous and Next', async () => {
    const page = await open('/codex')
    await page.getByRole('link', { name: /The Guardians wake/ }).click()
    await page.getByRole('heading', { level: 1, name: 'The Guardians wake' }).waitFor()
    expect(pathOf(page)).toBe('/codex/lore-2')
    expect(await page.getByText(/swore to keep the peace/).isVisible()).toBe(true)
    await expectNoSeriousAxeViolations(page)
    await screenshot(page, 'content-chapter')

    await page.getByRole('link', { name: 'Previous' }).click()
    await page.getByRole('heading', { level: 1, name: 'The river that remembers' }).waitFor()
    expect(pathOf(page)).toBe('/codex/lore-1')
    expect(await page.getByRole('link', { name: 'Join our Discord' }).getAttribute('href')).toMatch(/^https:\/\//)

    await page.getByRole('link', { name: 'Next' }).click()
    await page.getByRole('heading', { level: 1, name: 'The Guardians wake' }).waitFor()
    await page.getByRole('link', { name: 'Next' }).click()
    // the third Lore chapter is locked: its page says so and shows no text
    await page.getByRole('heading', { level: 1, name: 'The golden koi' }).waitFor()
    expect(await page.getByRole('status').textContent()).toContain('This chapter is locked.')
    expect(await page.getByText(/Every hundred years/).count()).toBe(0)
    await page.getByRole('link', { name: '← Back' }).click()
    await page.getByRole('heading', { level: 1, name: 'Lore' }).waitFor()
    expect(pathOf(page)).toBe('/codex')
    await page.close()
  })

  it('greys a locked card, which leads nowhere when clicked', async () => {
    const page = await open('/codex')
    const locked = page.locator('.koi-story-card--locked', { hasText: 'The golden koi' })
    await locked.waitFor()
    expect(await locked.evaluate((element) => getComputedStyle(element).filter)).toContain('grayscale(1)')
    expect(await locked.getByRole('img', { name: 'The golden koi is locked' }).isVisible()).toBe(true)
    await locked.click()
    await page.waitForTimeout(300)
    expect(pathOf(page)).toBe('/codex')
    expect(await page.getByRole('link', { name: /The golden koi/ }).count()).toBe(0)
    await expectNoSeriousAxeViolations(page)
    await screenshot(page, 'content-codex-1280')
    await page.setViewportSize({ width: 390, height: 900 })
    await screenshot(page, 'content-codex-390')
    await page.close()
  })

  it('shows every story route of the navbar with its section', async () => {
    const expected: [string, string][] = [
      ['/highlights', 'Community'],
      ['/explore', 'Battlecards'],
      ['/challenges', 'Game'],
      ['/arena', 'Arenas'],
      ['/portal', 'the game'],
    ]
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } })
    for (const [path, title] of expected) {
      await page.goto(`${suite.stack.baseUrl}${path}`)
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
      const firstOpen = page.locator('a.koi-story-card').first()
      expect(await firstOpen.getAttribute('href')).toMatch(new RegExp(`^${path}/`))
    }
    // Community has seven chapters: four in the first row, the rest (the last one locked) in the second
    await page.goto(`${suite.stack.baseUrl}/highlights`)
    const rows = page.locator('.koi-story-cards__row')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(2)
    expect(await rows.nth(0).locator('li').count()).toBe(4)
    expect(await rows.nth(1).locator('li').count()).toBe(3)
    const tops = await Promise.all([0, 1].map(async (index) => (await rows.nth(index).boundingBox())?.y ?? 0))
    expect(tops[1]).toBeGreaterThan(tops[0] ?? Infinity)
    expect(await rows.nth(1).locator('a.koi-story-card').count()).toBe(2)
    await screenshot(page, 'content-story-two-rows')
    // Explore's chapters share /explore/{id} with the item pages of numeric token ids
    await page.goto(`${suite.stack.baseUrl}/explore`)
    await page.locator('a.koi-story-card').first().click()
    await page.getByRole('link', { name: '← Back' }).waitFor()
    expect(pathOf(page)).toBe('/explore/battlecards-1')
    expect(await page.locator('.koi-chapter__text p').count()).toBeGreaterThan(0)
    await page.close()
  })

  it('plays the legend of Koi from a playable mp3 with its poster', async () => {
    const page = await open('/odyssey')
    const audio = page.locator('.koi-our-story audio')
    await audio.waitFor()
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1)
    const media = await audio.evaluate((element: HTMLAudioElement) => ({
      src: element.currentSrc,
      canPlay: element.canPlayType('audio/mpeg'),
      duration: element.duration,
      error: element.error?.code ?? null,
    }))
    expect(media.src).toMatch(/\/audio\/legend-of-koi\.mp3$/)
    expect(media.canPlay).not.toBe('')
    expect(media.duration).toBeGreaterThan(1)
    expect(media.error).toBeNull()
    const poster = page.locator('.koi-our-story img')
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    expect(await page.getByText('$3,000').isVisible()).toBe(true)
    expect(await page.getByText('$5,000').isVisible()).toBe(true)
    await expectNoSeriousAxeViolations(page)
    await screenshot(page, 'content-odyssey-1280')
    await page.setViewportSize({ width: 390, height: 900 })
    await screenshot(page, 'content-odyssey-390')
    await page.close()
  })

  it('opens a blog post from a category', async () => {
    const page = await open('/blogs')
    await page.getByRole('link', { name: /^Lore \(\d+\)$/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Blog: Lore' }).waitFor()
    expect(new URL(page.url()).searchParams.get('category')).toBe('Lore')
    await expectNoSeriousAxeViolations(page)
    await screenshot(page, 'content-blog-category')
    const post = page.locator('.koi-blog__post h2 a').first()
    const title = (await post.textContent()) ?? ''
    await post.click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    expect(pathOf(page)).toMatch(/^\/blogs\/.+/)
    expect(await page.locator('.koi-blog--post > p').count()).toBeGreaterThan(1)
    await expectNoSeriousAxeViolations(page)
    await screenshot(page, 'content-blog-post')
    await page.close()
  })

  it('lists the about pages and opens one', async () => {
    const page = await open('/about', 390)
    await page.getByRole('link', { name: 'The team' }).click()
    await page.getByRole('heading', { level: 1, name: 'The team' }).waitFor()
    await expectNoSeriousAxeViolations(page)
    await screenshot(page, 'content-about-390')
    await page.close()
  })

  it('lands on a home page with a looping banner, great deals and compact prizes', async () => {
    const page = await open('/')
    const slide = page.locator('.koi-banner__slide')
    await slide.waitFor()
    const count = await page.locator('.koi-banner__dots li').count()
    expect(count).toBeGreaterThan(1)
    const first = await slide.getAttribute('aria-label')
    await page.getByRole('button', { name: 'Previous slide' }).click()
    // before the first slide comes the last: the banner loops
    expect(await slide.getAttribute('aria-label')).toBe(`${count} of ${count}`)
    await page.getByRole('button', { name: 'Next slide' }).click()
    expect(await slide.getAttribute('aria-label')).toBe(first)
    // deal cards do not loop: the row starts with Previous disabled
    expect(await page.getByRole('button', { name: 'Previous deals' }).isDisabled()).toBe(true)
    await page.locator('.koi-deal').first().waitFor()
    expect(await page.locator('.koi-prizes__prize').count()).toBeLessThanOrEqual(8)
    expect(await page.locator('.koi-prizes .koi-paginator').count()).toBe(0)
    const leaderboard = page.getByRole('list', { name: 'Leaderboard' })
    await leaderboard.waitFor()
    expect(await leaderboard.getByRole('listitem').count()).toBeGreaterThan(0)
    expect(await page.getByRole('link', { name: 'View full leaderboard' }).getAttribute('href')).toBe(
      '/quests/leaderboard',
    )
    await expectNoSeriousAxeViolations(page)
    await screenshot(page, 'content-home-1280')
    await page.setViewportSize({ width: 390, height: 900 })
    await screenshot(page, 'content-home-390')
    await page.close()
  })
})

describe('pages hold their layout while they load', () => {
  it('keeps the sections in place when the great deals arrive late, on a phone-sized screen', async () => {
    // the deals answer arrives well after the rest of the page has painted
    const { page, layoutShift } = await pageWithLateAnswer(
      (options) => suite.browser.newPage(options),
      '**/api/great-deals/**',
    )
    // The server draws the home with its deals in: they arrive late only when the browser draws
    // it, going there from another page (once that one has hydrated, so the link stays in the app).
    await page.goto(`${suite.stack.baseUrl}/about`)
    await page.waitForFunction(() => !('$_TSR' in window))
    await page.getByRole('link', { name: 'Koi home' }).click()
    await page.locator('.koi-deal--placeholder').first().waitFor()
    expect(await page.locator('.koi-deal--placeholder').count()).toBe(4)
    const placeholderHeight = await page
      .locator('.koi-deal--placeholder')
      .first()
      .evaluate((element) => element.getBoundingClientRect().height)
    await page.locator('.koi-deal:not(.koi-deal--placeholder)').first().waitFor()
    expect(await page.locator('.koi-deal--placeholder').count()).toBe(0)
    const cardHeight = await page
      .locator('.koi-deal')
      .first()
      .evaluate((element) => element.getBoundingClientRect().height)
    expect(Math.abs(cardHeight - placeholderHeight)).toBeLessThan(cardHeight * 0.1)
    await page.getByRole('list', { name: 'Leaderboard' }).waitFor()
    expect(await layoutShift()).toBeLessThan(GOOD_LAYOUT_SHIFT)
    await page.close()
  })

  it('keeps the swap area in place while the presale is read and its link arrives, on a phone', async () => {
    // the presale's link (collection metadata) arrives well after the stage has been read
    const { page, layoutShift } = await pageWithLateAnswer(
      (options) => suite.browser.newPage(options),
      '**/metadata/?withPresaleMetadata=true',
    )
    await page.goto(`${suite.stack.baseUrl}/swaps`)
    const swaps = page.locator('.koi-swaps')
    await swaps.waitFor()
    const topAtFirst = await swaps.evaluate((element) => element.getBoundingClientRect().top)
    await page.getByRole('link', { name: 'Presale', exact: true }).waitFor()
    expect(await swaps.evaluate((element) => element.getBoundingClientRect().top)).toBe(topAtFirst)
    expect(await layoutShift()).toBeLessThan(GOOD_LAYOUT_SHIFT)
    await page.close()
  })
})

describe('the security-question gate in Chromium', () => {
  it('opens with the right answer in any case, stays open for the session and shut otherwise', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${suite.stack.baseUrl}/arenadev`)
    // the answer is not in the page the server sends
    expect((await page.content()).toLowerCase()).not.toContain('securityanswer')
    const input = page.getByLabel(/Answer the security question/)
    await input.fill('carp')
    await page.getByRole('button', { name: 'Enter' }).click()
    await page.getByRole('alert').filter({ hasText: 'That is not the answer.' }).waitFor()
    expect(await page.getByText(/development build of the arena game/).count()).toBe(0)
    await expectNoSeriousAxeViolations(page)
    await screenshot(page, 'content-gate-shut')

    await input.fill('KOI')
    await page.getByRole('button', { name: 'Enter' }).click()
    await page.getByText(/development build of the arena game/).waitFor()
    // no build address is configured on the test stack
    await page.getByText('No development build is published right now.').waitFor()
    await screenshot(page, 'content-gate-open')
    await page.reload()
    await page.getByText(/development build of the arena game/).waitFor()

    const stranger = await suite.browser.newContext()
    const other = await stranger.newPage()
    await other.goto(`${suite.stack.baseUrl}/arenadev`)
    await other.getByLabel(/Answer the security question/).waitFor()
    expect(await other.getByText(/development build of the arena game/).count()).toBe(0)
    await stranger.close()
    await context.close()
  })

  it('ships none of the gated page in the app: the text comes from the server after the answer', async () => {
    const assets = join(process.cwd(), 'dist', 'app')
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    const holding: string[] = []
    for (const name of scripts)
      if ((await readFile(join(assets, name), 'utf8')).includes('development build of the arena game'))
        holding.push(name)
    expect(holding).toEqual([])
  })
})
