import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/connect'
import { items, itemTraits, listings } from '../../server/db/schema'
import { databaseTargets, ORIGIN, startTestServer, type TestServer } from './harness'

const filter = { Edition: ['Original', 'Forged'], Virtue: ['Hope', 'Wisdom'] }

/**
 * The items page in price order walks the listings by price and then the unlisted items, instead of
 * pricing and sorting every match: every page must be the one the full sort gives, across the
 * boundary between the listed and the unlisted items too.
 */
describe.each(databaseTargets)('items in price order on %s', (target) => {
  let server: TestServer
  let db: Db
  let tokenAddress: string
  beforeAll(async () => {
    server = await startTestServer(target)
    db = server.database.db
    tokenAddress =
      (await server.request<{ tokenAddress: string }>('GET', '/api/collections/battlecards/metadata/')).body.data
        ?.tokenAddress ?? ''
  })
  afterAll(() => server.close())

  const page = async (sort: string, offset: number, limit: number) => {
    const response = await server.app.request(
      `${ORIGIN}/api/collections/battlecards?limit=${limit}&offset=${offset}&sort=${sort}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ attributes: filter }) },
    )
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: { assets: { tokenId: string }[] } }).data.assets.map(
      (asset) => asset.tokenId,
    )
  }
  /** Every match priced and sorted, as the page was ordered before. */
  const fullSort = async (direction: 'asc' | 'desc') => {
    const having = (traitType: string, values: string[]) =>
      sql`exists (select 1 from ${itemTraits} where ${itemTraits.tokenAddress} = ${items.tokenAddress} and ${itemTraits.tokenId} = ${items.tokenId} and ${itemTraits.traitType} = ${traitType} and ${inArray(itemTraits.value, values)})`
    const price = sql`(select ${listings.price} from ${listings} where ${listings.tokenAddress} = ${items.tokenAddress} and ${listings.tokenId} = ${items.tokenId})`
    const rows = await db
      .select({ tokenId: items.tokenId })
      .from(items)
      .where(
        and(eq(items.tokenAddress, tokenAddress), having('Edition', filter.Edition), having('Virtue', filter.Virtue)),
      )
      .orderBy(
        direction === 'asc' ? sql`${price} asc nulls last` : sql`${price} desc nulls last`,
        asc(items.tokenNumber),
      )
    return rows.map((row) => row.tokenId)
  }

  it('gives every page of the full price sort, both ways, through the end of the listed items', async () => {
    // two listings at one price, to check ties keep token order
    const sorted = await fullSort('asc')
    const [firstId, secondId] = sorted.slice(-2)
    await db
      .insert(listings)
      .values(
        [firstId, secondId].map((tokenId) => ({
          tokenAddress,
          tokenId: tokenId ?? '',
          price: 0.4242,
          symbol: 'ETH',
          seller: tokenAddress,
          listedAt: new Date(),
        })),
      )
      .onConflictDoNothing()
    for (const direction of ['asc', 'desc'] as const) {
      const expected = await fullSort(direction)
      const listed = (await db.select({ tokenId: listings.tokenId }).from(listings)).length
      expect(listed).toBeGreaterThan(0)
      for (const [offset, limit] of [
        [0, 50],
        [0, 7],
        [3, 20],
        [40, 50],
        [120, 50],
        [expected.length - 10, 50],
      ] as const) {
        const answered = await page(`price_${direction}`, Math.max(0, offset), limit)
        expect(answered).toEqual(expected.slice(Math.max(0, offset), Math.max(0, offset) + limit))
      }
    }
  })
})
