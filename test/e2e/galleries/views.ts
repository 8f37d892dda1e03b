import { describe, expect, it } from 'vitest'
import { signInWithDevWallet } from '../harness/member'
import { screenshot } from '../harness/screens'
import type { E2eSuite } from '../harness/suite'

/** The seeded art-contest judge (README): Hardhat account 8, 'arena_judge'. */
const JUDGE = 8

interface Listed {
  _id: string
  tweetId: string
  media: { url: string }[]
}

/** A gallery list call as a visitor makes it. */
async function listed(baseUrl: string, path: string, query: string) {
  const answer = await fetch(`${baseUrl}${path}?${query}`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: '{}',
  })
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`)
  return (
    (await answer.json()) as { data: { items: Listed[]; categories?: { category: string; totalCount: number }[] } }
  ).data
}

/** The galleries' pages, the contest's information and filter, and the judge's view. */
export function describeGalleryViews(suite: E2eSuite) {
  describe('gallery pages, the contest information and the judge view in Chromium', () => {
    it('fan art: 25 a page with the count call, the next 25 at the end, a broken picture replaced, and a link to an entry not loaded yet', async () => {
      const baseUrl = suite.stack.baseUrl
      const [latest] = (await listed(baseUrl, '/api/gallery/fan-art/all', 'limit=1&sortBy=latest')).items
      const [oldest] = (await listed(baseUrl, '/api/gallery/fan-art/all', 'limit=1&sortBy=oldest')).items
      const brokenPath = latest?.media.at(-1)?.url ?? ''
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      // the newest entry's picture fails to load
      await page.route(
        (url) => url.pathname.endsWith(`/${brokenPath}`),
        (route) => route.fulfill({ status: 404, body: '' }),
      )
      const countCall = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/api/gallery/fan-art/count',
      )
      await page.goto(`${baseUrl}/gallery/fan-art`)
      const tiles = page.locator('.koi-tile__open')
      await expect.poll(() => tiles.count()).toBe(25)
      await countCall
      await expect
        .poll(() => page.locator('.koi-gallery img').first().getAttribute('src'))
        .toMatch(/\/images\/broken-image\.png$/)
      await screenshot(page, 'gallery-fan-art-broken-image')

      await page.mouse.wheel(0, 30_000)
      await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBe(50)

      // the oldest entry sits on the last page: the viewer reads it on its own
      await page.goto(`${baseUrl}/gallery/fan-art?tweetId=${oldest?.tweetId}`)
      const dialog = page.getByRole('dialog', { name: 'Fan art submission' })
      expect(await dialog.getByRole('link', { name: 'View tweet' }).getAttribute('href')).toMatch(
        new RegExp(`/status/${oldest?.tweetId}$`),
      )
      // while the pages behind it hold only the first 25
      await expect.poll(() => tiles.count()).toBe(25)
      await context.close()
    })

    it("the art contest: the rules with the year's hashtag, the FAQ's ten questions and four numbered images, and the category filter with its counts and Reset", async () => {
      const baseUrl = suite.stack.baseUrl
      const pieces = await fetch(`${baseUrl}/api/art-contests/gallery/all/?offset=0&limit=1`)
      const { contest } = ((await pieces.json()) as { data: { contest: { hashtag: string; contestAccount: string } } })
        .data
      const [category] = (await listed(baseUrl, '/api/art-contests/artist-submission/all', 'limit=1')).categories ?? []
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      // the rules name the hashtag and the account once the page's own call for the pieces has answered
      const piecesAnswered = page.waitForResponse((response) =>
        new URL(response.url()).pathname.startsWith('/api/art-contests/gallery/all'),
      )
      await page.goto(`${baseUrl}/art-contest`)
      await piecesAnswered

      const rules = page.getByRole('region', { name: 'Rules' })
      await expect.poll(() => rules.textContent()).toContain(contest.hashtag)
      const ruleText = await rules.textContent()
      expect(ruleText).toContain(contest.contestAccount)
      expect(ruleText).toContain('full character with background')
      expect(ruleText).toContain('face-off')
      const questions = page.locator('.koi-contest-info__faq details')
      expect(await questions.count()).toBe(10)
      await questions.first().locator('summary').click()
      expect(await questions.first().getAttribute('open')).not.toBeNull()
      expect(await page.locator('.koi-contest-info__number').allTextContents()).toEqual(['1', '2', '3', '4'])
      expect(await page.locator('.koi-contest-info__steps img').count()).toBe(4)

      const tiles = page.locator('.koi-tile__open')
      await expect.poll(() => tiles.count()).toBeGreaterThan(0)
      const all = await tiles.count()
      const filter = page.getByRole('navigation', { name: 'Categories' })
      const link = filter.getByRole('link', { name: `${category?.category} ${category?.totalCount}`, exact: true })
      await link.click()
      await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(category?.category)
      await expect.poll(() => tiles.count()).toBe(Math.min(25, category?.totalCount ?? 0))
      for (const label of await tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label'))))
        expect(label).toMatch(new RegExp(`^Open ${category?.category} entry by `))
      expect(await link.getAttribute('aria-current')).not.toBeNull()
      await screenshot(page, 'art-contest-category-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await screenshot(page, 'art-contest-category-390')

      await filter.getByRole('link', { name: 'Reset' }).click()
      await expect.poll(() => new URL(page.url()).searchParams.has('category')).toBe(false)
      await expect.poll(() => tiles.count()).toBe(all)
      await context.close()
    })

    it('a judge sees the submission id on every tile, a visitor on none, and neither sees the admin toggle', async () => {
      const baseUrl = suite.stack.baseUrl
      const firstPage = (await listed(baseUrl, '/api/art-contests/artist-submission/all', 'limit=25')).items
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      await page.goto(`${baseUrl}/gallery/submissions`)
      const tiles = page.locator('.koi-tile__open')
      await expect.poll(() => tiles.count()).toBe(firstPage.length)
      const ids = page.getByTestId('submission-id')
      expect(await ids.count()).toBe(0)

      await signInWithDevWallet(page, baseUrl, JUDGE)
      await expect.poll(() => ids.count()).toBe(firstPage.length)
      expect(new Set(await ids.allTextContents())).toEqual(new Set(firstPage.map((entry) => entry._id)))
      expect(await page.locator('.koi-tile__admin').count()).toBe(0)
      await screenshot(page, 'gallery-judge-view')
      await context.close()
    })
  })
}
