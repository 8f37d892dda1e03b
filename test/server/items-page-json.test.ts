import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import type { Db } from '../../server/db/connect'
import { items } from '../../server/db/schema'
import { likeCounts, pricesOf } from '../../server/modules/collections/itemsPage'
import { itemOut } from '../../server/modules/collections/shape'
import { battlecardsServerForFile, databaseTargets, ORIGIN, type TestServer } from './harness'

interface Page {
  assets: { tokenId: string }[]
  reactions: { tokenAddress: string; tokenId: string; totalCount: number }[]
  prices: { tokenAddress: string; tokenId: string; price: number; symbol: string }[]
  totalSupply: number
  totalCount: number
}

/**
 * The items page's JSON is written by the database from the page's token ids: each card, like
 * count and listing must be what the rows say, in the page's order, with zero counts included and
 * unlisted items left out of the prices.
 */
describe.each(databaseTargets)('the items page as the database writes it, on %s', (target) => {
  let server: TestServer
  let db: Db
  let tokenAddress: string
  battlecardsServerForFile(target, (started) => ({ server, db, tokenAddress } = started))

  const page = async (query: string, attributes: Record<string, string[]> = {}) => {
    const response = await server.app.request(`${ORIGIN}/api/collections/battlecards?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ attributes }),
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: Page }).data
  }

  it.each([
    ['token order', 'limit=50&offset=0'],
    ['price order', 'limit=50&offset=0&sort=price_asc'],
    ['a later page', 'limit=20&offset=130'],
  ])('gives the rows of %s: cards, like counts and prices', async (_, query) => {
    const answered = await page(`${query}&withReactions=true&withPrices=true`, { Virtue: ['Hope', 'Wisdom'] })
    const ids = answered.assets.map((asset) => asset.tokenId)
    expect(ids.length).toBeGreaterThan(0)
    const rows = await db
      .select()
      .from(items)
      .where(and(eq(items.tokenAddress, tokenAddress), inArray(items.tokenId, ids)))
    const byId = new Map(rows.map((row) => [row.tokenId, row]))
    expect(answered.assets).toEqual(ids.map((id) => itemOut(byId.get(id) as (typeof rows)[number])))
    // the server's own reads of counts and listings by id (the wallet page's), in the page's order
    const cards = ids.map((tokenId) => ({ tokenAddress, tokenId }))
    expect(answered.reactions).toEqual(await likeCounts(db, cards))
    // the demo likes some of these cards and not others: both kinds are on the page
    expect(answered.reactions.some((entry) => entry.totalCount > 0)).toBe(true)
    expect(answered.reactions.some((entry) => entry.totalCount === 0)).toBe(true)
    const listed = new Map((await pricesOf(db, cards)).map((entry) => [entry.tokenId, entry]))
    expect(answered.prices).toEqual(ids.flatMap((id) => listed.get(id) ?? []))
    // a page in price order starts with the listed cards
    if (query.includes('sort=price_asc')) expect(answered.prices.length).toBeGreaterThan(0)
  })

  it('leaves the counts and prices out unless asked, and answers an empty page', async () => {
    const plain = await page('limit=10&offset=0')
    expect(plain.assets).toHaveLength(10)
    expect(plain.reactions).toEqual([])
    expect(plain.prices).toEqual([])
    const beyond = await page(`limit=10&offset=${plain.totalSupply}&withReactions=true&withPrices=true`)
    expect(beyond).toMatchObject({ assets: [], reactions: [], prices: [], totalCount: plain.totalSupply })
  })

  it('writes names with quotes, backslashes and other scripts as JSON', async () => {
    const [first] = (await page('limit=1&offset=0')).assets
    const name = 'Quote " back \\ slash, 鯉 and </script>'
    await db
      .update(items)
      .set({ name })
      .where(and(eq(items.tokenAddress, tokenAddress), eq(items.tokenId, first?.tokenId ?? '')))
    // the change reaches the page's cache through the database's change feed
    await vi.waitFor(
      async () => expect((await page('limit=1&offset=0')).assets[0]).toMatchObject({ tokenId: first?.tokenId, name }),
      { timeout: 5000 },
    )
  })
})
