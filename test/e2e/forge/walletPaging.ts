import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { COLLECTOR_ACCOUNT_INDEX } from '../../../server/seed/data/market'
import { expectNoSeriousAxeViolations } from '../harness/axe'
import { E2E_ARTIFACTS_DIR } from '../harness/screens'
import type { E2eSuite } from '../harness/suite'
import { accountOf } from './world'

interface Token {
  tokenAddress: string
  tokenId: string
  name: string
}

const cardNames = (page: Page) => page.locator('.koi-token__name').allTextContents()
const shownCount = async (page: Page) =>
  Number(((await page.getByTestId('wallet-token-count').textContent()) ?? '').split(' ')[0])

/** Every token of a wallet tab as the server lists it, read 100 at a time beside the page. */
function everyToken(page: Page, path: string, method: 'GET' | 'POST', body?: object): Promise<Token[]> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const all: Token[] = []
      for (let offset = 0; ; offset += 100) {
        const answer = await fetch(`${path}${path.includes('?') ? '&' : '?'}limit=100&offset=${offset}`, {
          method,
          ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
        })
        const { data } = (await answer.json()) as { data: { items: Token[]; totalCount: number } }
        all.push(...data.items)
        if (offset + 100 >= data.totalCount) return all
      }
    },
    { path, method, body },
  )
}

/** Scrolls to the end of the page until no more cards come. */
async function scrollToTheEnd(page: Page): Promise<void> {
  for (;;) {
    const before = (await cardNames(page)).length
    await page
      .locator('.koi-infinite-scroll')
      .scrollIntoViewIfNeeded()
      .catch(() => undefined)
    await page.mouse.wheel(0, 100_000)
    const grew = await expect
      .poll(async () => (await cardNames(page)).length, { timeout: 10_000 })
      .toBeGreaterThan(before)
      .then(() => true)
      .catch(() => false)
    if (!grew) return
  }
}

/** The pages the page asked for, as `offset/limit`, of the calls whose path starts with `path`. */
function pagesAsked(page: Page, path: string): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith(path)) asked.push(`${url.searchParams.get('offset')}/${url.searchParams.get('limit')}`)
  })
  return asked
}

const expectedPages = (total: number) => Array.from({ length: Math.ceil(total / 50) }, (_, index) => `${index * 50}/50`)

/** The collector (a development account) holds and likes more cards than one page of 50. */
export function describeWalletPaging(suite: E2eSuite): void {
  describe('wallet tabs paging in Chromium', () => {
    it('scrolls the owned and liked tabs to the end, 50 cards a page, and reaches the count shown', async () => {
      const base = suite.stack.baseUrl
      const collector = accountOf(COLLECTOR_ACCOUNT_INDEX)
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      const ownedPages = pagesAsked(page, `/api/wallets/account/${collector}`)
      const likedPages = pagesAsked(page, `/api/nfts/reactions/account/${collector}/nfts`)
      const batches: number[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/nfts/reactions/batch')
          batches.push((JSON.parse(request.postData() ?? '{}') as { filter: unknown[] }).filter.length)
      })
      await page.goto(`${base}/forge/${collector}`)
      await page.locator('.koi-token').first().waitFor({ timeout: 20_000 })
      const { tokenAddress } = await page.evaluate(async () => {
        const answer = await fetch('/api/defaultCollection')
        return ((await answer.json()) as { data: { tokenAddress: string } }).data
      })
      expect(ownedPages).toEqual(['0/50'])
      const owned = await everyToken(page, `/api/wallets/account/${collector}`, 'POST', { tokenAddress })
      expect(owned.length).toBeGreaterThan(150)
      // the first page alone, with the full count above it
      expect(await cardNames(page)).toHaveLength(50)
      expect(await shownCount(page)).toBe(owned.length)
      expect(await page.locator('.koi-token__likes').count()).toBe(50)
      await expectNoSeriousAxeViolations(page)

      await scrollToTheEnd(page)
      // beside the test's own reads (100 at a time): the page's, 50 at a time, each with one batch of likes
      expect(ownedPages.filter((asked) => asked.endsWith('/50'))).toEqual(expectedPages(owned.length))
      expect(batches).toEqual(expectedPages(owned.length).map((_, index) => Math.min(50, owned.length - index * 50)))
      const names = await cardNames(page)
      expect(names).toHaveLength(await shownCount(page))
      expect(names).toEqual(owned.map((token) => token.name))
      // the screen at the end of the list (the whole page is too tall for one picture)
      await page.screenshot({ path: join(E2E_ARTIFACTS_DIR, 'forge-owned-paged-1280.png') })
      await page.setViewportSize({ width: 390, height: 844 })
      await expectNoSeriousAxeViolations(page)
      await page.screenshot({ path: join(E2E_ARTIFACTS_DIR, 'forge-owned-paged-390.png') })

      // a card's like count is the token's own, as its item page counts it
      const last = owned.at(-1)
      const likes = await page.evaluate(
        async ({ tokenAddress, tokenId }) => {
          const answer = await fetch(`/api/nfts/reactions/${tokenAddress}/${tokenId}`)
          return ((await answer.json()) as { data: { totalCount: number } }).data.totalCount
        },
        { tokenAddress, tokenId: last?.tokenId ?? '' },
      )
      expect(await page.locator('.koi-token').last().locator('.koi-token__likes').textContent()).toBe(`♥ ${likes}`)

      await page.setViewportSize({ width: 1280, height: 900 })
      const liked = await everyToken(
        page,
        `/api/nfts/reactions/account/${collector}/nfts?type=like&tokenAddressOrSlug=${tokenAddress}`,
        'GET',
      )
      expect(liked.length).toBeGreaterThan(100)
      await page.goto(`${base}/forge/${collector}?tab=liked`)
      await page.locator('.koi-token').first().waitFor({ timeout: 20_000 })
      expect(await cardNames(page)).toHaveLength(50)
      await scrollToTheEnd(page)
      expect(likedPages.filter((asked) => asked.endsWith('/50'))).toEqual(expectedPages(liked.length))
      expect(await cardNames(page)).toEqual(liked.map((token) => token.name))
      expect(await shownCount(page)).toBe(liked.length)
      // every liked card counts at least its owner's own like
      const counts = await page.locator('.koi-token__likes').allTextContents()
      expect(counts).toHaveLength(liked.length)
      expect(counts.every((text) => Number(text.replace('♥ ', '')) >= 1)).toBe(true)
      await context.close()
    })
  })
}
