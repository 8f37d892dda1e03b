import { formatEther, getAddress, parseEther, zeroAddress, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { collections, sales } from '../../server/db/schema'
import type { TokenEvent } from '../../server/indexer/decode'
import { reduceEvents } from '../../server/indexer/reduce'
import { loadPrior, writeBatch } from '../../server/indexer/store'
import { databaseTargets, newAccount, startTestServer, type TestServer } from './harness'

const TOP = 2n ** 256n - 1n
const PAST_FLOAT = 2n ** 53n + 1n
const DUST_SALES = 10_000
const DUST = parseEther('0.0001') + 1n

interface Stats {
  total: { floor_price: string; average_price: string; market_cap: string; volume: string }
}

/**
 * Money stays exact from the chain to the answer: wei in numeric(78,0), sums in SQL numerics, ETH
 * text written by formatEther. Sums that drift as floats (0.1 + 0.2, ten thousand sales of
 * 0.0001 ETH and 1 wei) come out to the wei, and prices past 2^53 wei and at the top of uint256
 * pass through the indexer's reduction, the tables and every call that shows them unchanged.
 */
describe.each(databaseTargets)('exact money on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const get = async <T>(path: string) => {
    const answer = await server.request<T>('GET', path)
    expect(answer.status, answer.body.message).toBe(200)
    return answer.body.data as T
  }

  /** A collection of its own, so its figures are the test's sales and listings alone. */
  async function newCollection(slug: string, totalSupply: number): Promise<Address> {
    const tokenAddress = getAddress(newAccount().address)
    await server.database.db.insert(collections).values({
      tokenAddress,
      slug,
      name: slug,
      description: '',
      image: '',
      bannerImage: '',
      contractDeployer: tokenAddress,
      chainId: 31337,
      symbol: 'EXACT',
      totalSupply,
      presaleUrl: '',
    })
    return tokenAddress
  }

  it('sums, averages and floors to the wei where floats drift', async () => {
    const tokenAddress = await newCollection('exact-sums', 10_000)
    const seller = newAccount().address
    const prices = [parseEther('0.1'), parseEther('0.2'), ...Array.from({ length: DUST_SALES }, () => DUST)]
    const soldAt = new Date(Date.now() - 3_600_000)
    const rows = prices.map((price, index) => ({
      tokenAddress,
      tokenId: String(index + 1),
      price,
      symbol: 'ETH',
      seller,
      buyer: seller,
      txHash: `0x${index.toString(16).padStart(64, '0')}`,
      soldAt,
    }))
    // a thousand rows a statement keeps under the bound parameters' limit
    for (let start = 0; start < rows.length; start += 1000)
      await server.database.db.insert(sales).values(rows.slice(start, start + 1000))
    const volume = prices.reduce((sum, price) => sum + price, 0n)
    // the float sum the double precision columns kept is off
    expect(prices.reduce((sum, price) => sum + Number(formatEther(price)), 0)).not.toBe(Number(formatEther(volume)))

    await vi.waitFor(async () => {
      const { stats } = await get<{ stats: Stats }>('/api/collections/exact-sums/metadata/?withStats=true')
      expect(stats.total.volume).toBe('1.30000000000001')
      expect(stats.total.volume).toBe(formatEther(volume))
      // no listing: the floor is the lowest sale
      expect(stats.total.floor_price).toBe('0.000100000000000001')
      expect(stats.total.average_price).toBe(formatEther(volume / BigInt(prices.length)))
      expect(stats.total.market_cap).toBe(formatEther(DUST * 10_000n))
    })
    const chart = await get<{ days: { volume: string; sales: number }[] }>(
      '/api/collections/exact-sums/sales-volume?days=2',
    )
    expect(chart.days.reduce((sum, day) => sum + parseEther(day.volume), 0n)).toBe(volume)
    expect(chart.days.reduce((sum, day) => sum + day.sales, 0)).toBe(prices.length)
  })

  it('keeps prices past 2^53 wei and at the top of uint256 from the indexer to every answer', async () => {
    const tokenAddress = await newCollection('exact-prices', 3)
    const [alice, bob] = [getAddress(newAccount().address), getAddress(newAccount().address)]
    let logIndex = 0
    const place = () => {
      logIndex += 1
      return {
        blockNumber: 5,
        blockHash: `0x${'5'.repeat(64)}` as const,
        logIndex,
        txHash: `0x${logIndex.toString(16).padStart(64, 'b')}` as const,
        at: new Date(),
      }
    }
    const events: TokenEvent[] = [
      ...[1n, 2n, 3n].map((tokenId): TokenEvent => ({
        ...place(),
        kind: 'transfer',
        tokenId,
        from: zeroAddress,
        to: alice,
      })),
      { ...place(), kind: 'listed', tokenId: 1n, seller: alice, priceWei: PAST_FLOAT },
      { ...place(), kind: 'listed', tokenId: 2n, seller: alice, priceWei: TOP },
      { ...place(), kind: 'sold', tokenId: 3n, buyer: bob, seller: alice, priceWei: TOP },
      { ...place(), kind: 'transfer', tokenId: 3n, from: alice, to: bob },
    ]
    const prior = await loadPrior(server.database.db, tokenAddress, ['1', '2', '3'])
    await writeBatch(server.database.db, {
      key: { chainId: 31337, tokenAddress },
      events,
      metadata: [],
      changes: reduceEvents(events, prior),
      blocks: [{ number: 5, hash: `0x${'5'.repeat(64)}` }],
      checkpoint: { lastBlock: 5, lastHash: `0x${'5'.repeat(64)}`, headBlock: 5 },
      reorgWindow: 64,
    })

    const priced = async (tokenId: string) =>
      get<{ price: string } | null>(`/api/nfts/exact-prices/${tokenId}/price`).then((found) => found?.price)
    expect(await priced('1')).toBe(formatEther(PAST_FLOAT))
    expect(await priced('2')).toBe(formatEther(TOP))
    const history = await get<{ price: string }[]>('/api/nfts/exact-prices/3/sales')
    expect(history.map((sale) => sale.price)).toEqual([formatEther(TOP)])

    // the items page writes its prices in SQL; sorted by the numeric wei, the top price first
    const page = await server.request<{ assets: { tokenId: string }[]; prices: { tokenId: string; price: string }[] }>(
      'POST',
      '/api/collections/exact-prices?limit=50&sort=price_desc&withPrices=true',
      { json: { attributes: {} } },
    )
    expect(page.status, page.body.message).toBe(200)
    expect(page.body.data?.assets.map((asset) => asset.tokenId)).toEqual(['2', '1', '3'])
    expect(page.body.data?.prices.map((entry) => [entry.tokenId, entry.price])).toEqual([
      ['2', formatEther(TOP)],
      ['1', formatEther(PAST_FLOAT)],
    ])

    const owned = await server.request<{ prices: { tokenId: string; price: string }[] }>(
      'POST',
      `/api/wallets/account/${alice}?withPrices=true&sort=price_low_to_high`,
      { json: { tokenAddress } },
    )
    expect(owned.status, owned.body.message).toBe(200)
    expect(owned.body.data?.prices.map((entry) => [entry.tokenId, entry.price])).toEqual([
      ['1', formatEther(PAST_FLOAT)],
      ['2', formatEther(TOP)],
    ])

    await vi.waitFor(async () => {
      const { stats } = await get<{ stats: Stats }>('/api/collections/exact-prices/metadata/?withStats=true')
      expect(stats.total.floor_price).toBe(formatEther(PAST_FLOAT))
      expect(stats.total.volume).toBe(formatEther(TOP))
      expect(stats.total.average_price).toBe(formatEther(TOP))
      expect(stats.total.market_cap).toBe(formatEther(PAST_FLOAT * 3n))
    })
  })
})
