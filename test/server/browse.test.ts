import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { formatEther } from 'viem'
import { etherOf, weiOf } from './etherOf'
import { databaseTargets, startTestServer, testEnv, ORIGIN, type TestServer } from './harness'

interface Page {
  assets: { tokenId: string; name: string }[]
  prices: { tokenId: string; price: string }[]
  totalCount: number
}

const DAY_MS = 86_400_000

describe.each(databaseTargets)('browsing calls on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const battlecards = () => {
    const found = server.data.collections.find((c) => c.slug === 'battlecards')
    if (!found) throw new Error('no battlecards in the demo data')
    return found
  }
  const listed = () => server.data.listings.filter((listing) => listing.tokenAddress === battlecards().tokenAddress)
  const page = async (query: string, attributes: Record<string, string[]> = {}) => {
    const answer = await server.request<Page>('POST', `/api/collections/battlecards?limit=50&${query}`, {
      json: { attributes },
    })
    expect(answer.status, answer.body.message).toBe(200)
    if (!answer.body.data) throw new Error('no page')
    return answer.body.data
  }

  it('sorts by listing price both ways, listed items first, and by listing date', async () => {
    const prices = listed()
      .map((listing) => listing.price)
      .sort((a, b) => a - b)
      .map(etherOf)
    const cheapest = await page('sort=price_asc&withPrices=true')
    expect(cheapest.totalCount).toBe(10_000)
    const priceOf = (p: Page) =>
      p.assets.map((asset) => p.prices.find((price) => price.tokenId === asset.tokenId)?.price)
    expect(priceOf(cheapest)).toEqual(prices.slice(0, 50))
    const dearest = await page('sort=price_desc&withPrices=true')
    expect(priceOf(dearest)).toEqual([...prices].reverse().slice(0, 50))

    const newest = await page('sort=recently_listed')
    const byDate = [...listed()].sort((a, b) => b.listedAt.localeCompare(a.listedAt))
    expect(newest.assets[0]?.tokenId).toBe(byDate[0]?.tokenId)
  })

  it('puts the items with the highest sale first under best offers', async () => {
    const highest = new Map<string, number>()
    for (const sale of server.data.sales.filter((s) => s.tokenAddress === battlecards().tokenAddress))
      highest.set(sale.tokenId, Math.max(highest.get(sale.tokenId) ?? 0, sale.price))
    const top = Math.max(...highest.values())
    const best = await page('sort=best_offers')
    expect(highest.get(best.assets[0]?.tokenId ?? '')).toBe(top)
  })

  it('searches by exact token id or part of the name, with the trait filter', async () => {
    const byId = await page('search=7')
    expect(byId.assets.map((asset) => asset.tokenId)).toContain('7')
    expect(byId.assets.every((asset) => asset.tokenId === '7' || asset.name.includes('7'))).toBe(true)

    const monks = await page('search=monk', { Edition: ['Gods'] })
    const expected = server.data.items.filter(
      (item) =>
        item.tokenAddress === battlecards().tokenAddress &&
        item.name.toLowerCase().includes('monk') &&
        item.traits.some((trait) => trait.trait_type === 'Edition' && trait.value === 'Gods'),
    )
    expect(monks.totalCount).toBe(expected.length)
    expect(monks.totalCount).toBeGreaterThan(0)
    expect((await page('search=%25')).totalCount).toBe(0)
  })

  it('answers the sales volume of every day of the window from the recorded sales', async () => {
    const answer = await server.request<{ days: { day: string; volume: string; sales: number }[] }>(
      'GET',
      '/api/collections/battlecards/sales-volume?days=90',
    )
    expect(answer.status).toBe(200)
    const days = answer.body.data?.days ?? []
    expect(days).toHaveLength(90)
    const first = Date.parse(`${days[0]?.day}T00:00:00Z`)
    const recorded = server.data.sales.filter(
      (sale) => sale.tokenAddress === battlecards().tokenAddress && Date.parse(sale.soldAt) >= first,
    )
    expect(days.reduce((sum, day) => sum + day.sales, 0)).toBe(recorded.length)
    // each day's volume is the exact sum of its sales' wei
    const busiest = days.reduce((most, day) => (day.sales > most.sales ? day : most))
    const busiestSales = recorded.filter((sale) => sale.soldAt.startsWith(busiest.day))
    expect(busiest.volume).toBe(formatEther(busiestSales.reduce((sum, sale) => sum + weiOf(sale.price), 0n)))
    expect(Date.parse(`${days.at(-1)?.day}T00:00:00Z`) - first).toBe(89 * DAY_MS)
    const bad = await server.request('GET', '/api/collections/battlecards/sales-volume?days=0')
    expect(bad.status).toBe(400)
    expect((await server.request('GET', '/api/collections/nothing-here/sales-volume?days=7')).status).toBe(404)
  })

  it("answers an item's sales oldest first", async () => {
    const sold = server.data.sales.filter((sale) => sale.tokenAddress === battlecards().tokenAddress)
    const tokenId = sold.find((sale) => sold.filter((other) => other.tokenId === sale.tokenId).length > 1)?.tokenId
    const answer = await server.request<{ price: string; soldAt: string }[]>(
      'GET',
      `/api/nfts/battlecards/${tokenId}/sales`,
    )
    const expected = sold
      .filter((sale) => sale.tokenId === tokenId)
      .sort((a, b) => a.soldAt.localeCompare(b.soldAt))
      .map((sale) => etherOf(sale.price))
    expect(answer.body.data?.map((sale) => sale.price)).toEqual(expected)
  })

  it('serves the site in multi mode when SITE_MODE says so', async () => {
    const single = await server.request<{ mode: string }>('GET', '/api/site-configs')
    expect(single.body.data?.mode).toBe('single')
    const multi = createApp({
      db: server.database.db,
      env: { ...testEnv(), siteMode: 'multi' },
      changes: await server.database.watchChanges(),
      distDir: '/nonexistent',
    })
    const answer = await multi.request(`${ORIGIN}/api/site-configs`)
    expect(((await answer.json()) as { data: { mode: string } }).data.mode).toBe('multi')
  })
})
