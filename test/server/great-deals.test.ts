import { and, eq } from 'drizzle-orm'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { listings } from '../../server/db/schema'
import { databaseTargets, newAccount, startTestServer, type TestServer } from './harness'

interface Deal {
  tokenAddress: string
  tokenId: string
  price: string
  averagePrice: string
  discountPercent: number
}
interface Deals {
  items: Deal[]
  totalCount: number
}

describe.each(databaseTargets)('great deals on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const deals = async (query = 'offset=0&limit=50') => {
    const answer = await server.request<Deals>('GET', `/api/great-deals/all?${query}`)
    expect(answer.status).toBe(200)
    return answer.body.data ?? { items: [], totalCount: 0 }
  }
  const battlecards = async () => {
    const answer = await server.request<{ tokenAddress: string; stats: { total: { average_price: string } } }>(
      'GET',
      '/api/collections/battlecards/metadata/?withStats=true',
    )
    return answer.body.data
  }

  it('lists current listings well under their collection average, best discount first', async () => {
    const found = await deals()
    expect(found.totalCount).toBeGreaterThan(0)
    const discounts = found.items.map((deal) => deal.discountPercent)
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a))
    for (const deal of found.items) {
      // compared in exact wei: price < 0.9 × average
      const [price, average] = [parseEther(deal.price), parseEther(deal.averagePrice)]
      expect(price * 10n < average * 9n).toBe(true)
      expect(deal.discountPercent).toBeCloseTo((1 - Number(price) / Number(average)) * 100, 1)
    }
    const listed = new Set(server.data.listings.map((listing) => `${listing.tokenAddress}:${listing.tokenId}`))
    expect(found.items.every((deal) => listed.has(`${deal.tokenAddress}:${deal.tokenId}`))).toBe(true)
    const paged = await deals('offset=1&limit=2')
    expect(paged.items).toEqual(found.items.slice(1, 3))
    expect(paged.totalCount).toBe(found.totalCount)
  })

  it('takes a new listing far under the average to the top, and drops it when it is withdrawn', async () => {
    await deals()
    const collection = await battlecards()
    const average = parseEther(collection?.stats.total.average_price ?? '0')
    expect(average).toBeGreaterThan(0n)
    const tokenId = server.data.items.find(
      (item) =>
        item.tokenAddress === collection?.tokenAddress &&
        !server.data.listings.some(
          (listing) => listing.tokenAddress === item.tokenAddress && listing.tokenId === item.tokenId,
        ),
    )?.tokenId
    expect(tokenId).toBeDefined()
    // listed as a marketplace indexer would: straight into the table, not through the server
    await server.database.db.insert(listings).values({
      tokenAddress: collection?.tokenAddress ?? '',
      tokenId: tokenId ?? '',
      price: average / 100n,
      symbol: 'ETH',
      seller: newAccount().address,
      listedAt: new Date(),
    })
    await vi.waitFor(async () => {
      const [top] = (await deals()).items
      expect(top).toMatchObject({ tokenAddress: collection?.tokenAddress, tokenId, discountPercent: 99 })
    })
    await server.database.db
      .delete(listings)
      .where(and(eq(listings.tokenAddress, collection?.tokenAddress ?? ''), eq(listings.tokenId, tokenId ?? '')))
    await vi.waitFor(async () => {
      expect((await deals()).items.some((deal) => deal.tokenId === tokenId && deal.discountPercent === 99)).toBe(false)
    })
  })
})
