import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoSeriousAxeViolations } from './harness/axe'
import { builtFileOf } from './harness/builtFiles'
import { screenshot } from './harness/screens'
import { e2eSuite } from './harness/suite'

// The collections list, the 10,000 Battlecards, an item with a 3D model and 'Not found', in Chromium.

const suite = e2eSuite()

async function open(path: string, width = 1280): Promise<Page> {
  const page = await suite.browser.newPage({ viewport: { width, height: 900 } })
  await page.goto(`${suite.stack.baseUrl}${path}`)
  await page.locator('.koi-navbar').waitFor()
  return page
}

/** The Battlecards count the server gives for a trait filter. */
async function serverCount(attributes: Record<string, string[]>): Promise<number> {
  const response = await fetch(`${suite.stack.baseUrl}/api/collections/battlecards?limit=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ attributes }),
  })
  const body = (await response.json()) as { data: { totalCount: number } }
  return body.data.totalCount
}

const pagesLoaded = (page: Page) => page.locator('.koi-item-grid__pages').textContent()

describe('browsing collections in Chromium', () => {
  it('lists the collections by market cap and opens one', async () => {
    const page = await open('/collections')
    const rows = page.locator('tbody tr')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(5)
    expect(await page.getByText('Page 1 of 1').isVisible()).toBe(true)
    await expectNoSeriousAxeViolations(page)
    await screenshot(page, 'browse-collections-1280')
    await page.getByRole('link', { name: 'Battlecards' }).click()
    await page.getByRole('heading', { level: 1, name: 'Battlecards' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/collection/battlecards')
    await page.close()
  })

  it('filters the Battlecards by two traits with the count the server gives, and Reset clears them', async () => {
    const page = await open('/collection/battlecards')
    await page.getByText('10K items').waitFor()
    const panel = page.getByRole('complementary', { name: 'Traits' })
    await panel.locator('summary', { hasText: 'Edition' }).click()
    await panel.getByRole('checkbox', { name: /^Gods \d+$/ }).check()
    await panel.locator('summary', { hasText: 'Virtue' }).click()
    await panel.getByRole('checkbox', { name: /^Hope \d+$/ }).check()
    const expected = await serverCount({ Edition: ['Gods'], Virtue: ['Hope'] })
    expect(expected).toBeGreaterThan(0)
    await page.getByText(`${expected} items`, { exact: true }).waitFor()
    expect(new URL(page.url()).search).toBe('?Edition=Gods&Virtue=Hope')
    // every card shown is one of them
    await page.locator('.koi-item-card').first().waitFor()
    await expectNoSeriousAxeViolations(page)
    await screenshot(page, 'browse-collection-filtered-1280')

    await panel.getByRole('button', { name: 'Reset filters' }).click()
    await page.getByText('10K items').waitFor()
    expect(new URL(page.url()).search).toBe('')
    await page.close()
  })

  it(
    'scrolls through all 10,000 cards with a bounded number of nodes, and Back comes back to the same place',
    { timeout: 420_000 },
    async () => {
      const virtualiser = builtFileOf('src/features/collections/collection/VirtualRows.tsx')
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } })
      const fetched = new Set<string>()
      page.on('request', (request) => void fetched.add(new URL(request.url()).pathname))
      await page.goto(`${suite.stack.baseUrl}/collection/battlecards`, { waitUntil: 'networkidle' })
      await page.locator('.koi-item-card').first().waitFor()
      // one page of cards is drawn whole: the virtualiser comes with the second
      expect(await page.locator('.koi-item-card').count()).toBe(50)
      expect(fetched.has(virtualiser)).toBe(false)
      // the sales chart above the grid is drawn once: marked now, it is the same plot at the end
      const chart = page.locator('.koi-sales-volume .koi-chart__frame')
      await chart.first().waitFor()
      expect(await chart.locator('.koi-chart__bar').count()).toBeGreaterThan(0)
      await chart.first().evaluate((plot: HTMLElement) => (plot.dataset.drawn = 'first'))
      // the loop runs in the page: scroll to the end, wait for the next page to land, until the last one
      await page.evaluate(async () => {
        const text = () => document.querySelector('.koi-item-grid__pages')?.textContent ?? ''
        for (let round = 0; round < 400 && !text().startsWith('Page 200 of 200'); round += 1) {
          const before = text()
          window.scrollTo(0, document.documentElement.scrollHeight)
          for (let wait = 0; wait < 1500 && text() === before; wait += 1)
            await new Promise((done) => setTimeout(done, 10))
        }
      })
      expect(await pagesLoaded(page)).toBe('Page 200 of 200')
      expect(fetched.has(virtualiser)).toBe(true)
      expect(await chart.evaluateAll((plots: HTMLElement[]) => plots.map((plot) => plot.dataset.drawn))).toEqual([
        'first',
      ])
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.getByText(/#9999$/).waitFor()
      const nodes = await page.evaluate(() => document.getElementsByTagName('*').length)
      expect(nodes).toBeLessThanOrEqual(1500)

      // open a card near the end, then Back: the same cards are on screen again
      const card = page.locator('.koi-item-card').last()
      const name = await card.locator('.koi-item-card__name').textContent()
      const scrolledTo = await page.evaluate(() => window.scrollY)
      await card.click()
      await page.getByRole('heading', { level: 1, name: name ?? '' }).waitFor()
      await page.goBack()
      await page.getByText(name ?? '', { exact: true }).waitFor()
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThan(50)

      // the URL kept the scroll as the offset, and a link with an offset opens at that card
      expect(Number(new URL(page.url()).searchParams.get('Koi-offset'))).toBeGreaterThan(9000)
      const offset = 1234
      const shared = await open(`/collection/battlecards?Koi-offset=${offset}`)
      const first = shared.locator('.koi-item-card__name').getByText(new RegExp(`#${offset}$`))
      await first.waitFor()
      expect(await pagesLoaded(shared)).toBe(`Page ${Math.floor(offset / 50) + 1} of 200`)
      const box = await first.boundingBox()
      expect(box?.y).toBeGreaterThan(90)
      expect(box?.y).toBeLessThan(900)
      await shared.close()
      await page.close()
    },
  )

  it('comes Back to the exact scroll after the offset was written, and a card opened meanwhile still opens', async () => {
    const page = await open('/collection/battlecards')
    await page.locator('.koi-item-card').first().waitFor()
    await page.evaluate(() => window.scrollTo(0, 1234))
    // the grid writes the top row's first item into the URL a moment after the scroll settles
    await expect.poll(() => new URL(page.url()).searchParams.get('Koi-offset'), { timeout: 10_000 }).not.toBeNull()
    const card = page.locator('.koi-item-card').nth(12)
    const name = (await card.locator('.koi-item-card__name').textContent()) ?? ''
    // a click without the browser scrolling the card into view first (as a mouse click)
    await card.evaluate((element: HTMLElement) => element.click())
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await page.goBack()
    await page.getByText(name, { exact: true }).waitFor()
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(1234)

    // a scroll, and a click right after it on an item that takes a while to come: the offset the
    // grid writes meanwhile does not cancel the item's opening
    await page.route(/\/api\/nfts\/battlecards\/\d+\?/, async (route) => {
      await new Promise((done) => setTimeout(done, 800))
      await route.continue()
    })
    await page.evaluate(() => window.scrollTo(0, 1600))
    const next = page.locator('.koi-item-card').nth(20)
    const nextName = (await next.locator('.koi-item-card__name').textContent()) ?? ''
    await next.evaluate((element: HTMLElement) => element.click())
    await page.getByRole('heading', { level: 1, name: nextName }).waitFor({ timeout: 5000 })
    await page.close()
  })

  it('renders an item with a 3D model in a WebGL canvas, with its traits, transfers and price chart', async () => {
    const page = await open('/collection/battlecards/7')
    await page.getByRole('heading', { level: 1, name: /#7$/ }).waitFor()
    const canvas = page.locator('.koi-media--model canvas')
    await canvas.waitFor({ timeout: 30_000 })
    const webgl = await canvas.evaluate((element: HTMLCanvasElement) => {
      const context = element.getContext('webgl2') ?? element.getContext('webgl')
      return context
        ? { width: context.drawingBufferWidth, renderer: String(context.getParameter(context.RENDERER)) }
        : null
    })
    expect(webgl?.width).toBeGreaterThan(0)
    await page.getByRole('heading', { name: 'Traits' }).waitFor()
    expect(await page.locator('.koi-item-page__traits li').count()).toBe(6)
    await page.getByRole('cell', { name: 'Mint' }).waitFor()
    // the price chart has a point for each of the item's sales its caption counts
    const prices = page.getByRole('figure', { name: 'Sale prices over time' })
    const sales = Number((await prices.locator('figcaption').textContent())?.match(/^(\d+) sales?$/)?.[1])
    expect(sales).toBeGreaterThan(0)
    expect(await prices.locator('.koi-chart__point').count()).toBe(sales)
    await expectNoSeriousAxeViolations(page)
    await screenshot(page, 'browse-item-3d-1280')
    await page.close()

    const narrow = await open('/explore/13', 390)
    await narrow.getByRole('button', { name: 'Play' }).waitFor()
    await expectNoSeriousAxeViolations(narrow)
    await screenshot(narrow, 'browse-item-video-390')
    await narrow.close()
  })

  it("fetches the like control's machine with the first click on the heart, which it then takes", async () => {
    const machineCode = builtFileOf('src/features/collections/item/LiveItemLikes.tsx')
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const fetched = new Set<string>()
    page.on('request', (request) => void fetched.add(new URL(request.url()).pathname))
    await page.goto(`${suite.stack.baseUrl}/collection/battlecards/3`, { waitUntil: 'networkidle' })
    const like = page.getByRole('button', { name: /^Like / })
    await like.waitFor()
    expect(fetched.has(machineCode)).toBe(false)
    // a visitor without a wallet: the reaction gating opens the wallet dialog
    await like.click()
    await page.getByRole('dialog').waitFor()
    expect(fetched.has(machineCode)).toBe(true)
    expect(await like.getAttribute('aria-pressed')).toBe('false')
    await page.close()
  })

  it("shows 'Not found' for an unknown collection", async () => {
    const page = await open('/collection/nothing-here', 390)
    await page.getByText("We couldn't find anything with this criteria").waitFor()
    expect(await page.getByRole('heading', { name: 'Not found' }).isVisible()).toBe(true)
    await page.close()
  })
})
