import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hardhatDevAccounts } from '../../server/seed/data/accounts'
import type { Item } from '../../src/services/api'
import { databaseTargets, startTestServer, type TestServer } from './harness'

interface TokensPage {
  items: Item[]
  prices: { tokenId: string; tokenAddress?: string; price: string }[]
  totalCount: number
}

describe.each(databaseTargets)('owned tokens search and sort on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const owner = hardhatDevAccounts()[0] ?? ''
  const ownedItems = () => server.data.items.filter((item) => item.owner.toLowerCase() === owner.toLowerCase())
  const tokens = (query: string, body: object = {}) =>
    server.request<TokensPage>('POST', `/api/wallets/account/${owner}?limit=100${query}`, { json: body })
  const traitOf = (item: { traits: { trait_type: string; value: string }[] }, type: string) =>
    item.traits.find((trait) => trait.trait_type === type)?.value

  it('finds owned tokens by a power trait, on the server', async () => {
    const sample = ownedItems().find((item) => traitOf(item, 'Power'))
    const power = sample ? (traitOf(sample, 'Power') ?? '') : ''
    expect(power.length).toBeGreaterThanOrEqual(2)
    const answer = await tokens(`&search=${power}`)
    expect(answer.status).toBe(200)
    const found = answer.body.data?.items ?? []
    expect(found.map((item) => item.tokenId)).toContain(sample?.tokenId)
    for (const item of found) {
      const byPower = item.attributes.some((trait) => trait.trait_type === 'Power' && trait.value === power)
      expect(byPower || item.name?.includes(power)).toBe(true)
    }
    expect(found.length).toBeLessThan(ownedItems().length)
    expect(answer.body.data?.totalCount).toBe(found.length)
  })

  it('finds owned tokens by name and by virtue, ignoring case', async () => {
    const sample = ownedItems().find((item) => traitOf(item, 'Virtue'))
    const virtue = (sample && traitOf(sample, 'Virtue')) ?? ''
    const byVirtue = (await tokens(`&search=${virtue.toLowerCase()}`)).body.data?.items ?? []
    expect(byVirtue.length).toBeGreaterThan(0)
    const expectedByVirtue = ownedItems().filter(
      (item) => traitOf(item, 'Virtue') === virtue || item.name.toLowerCase().includes(virtue.toLowerCase()),
    )
    expect(byVirtue.length).toBe(expectedByVirtue.length)

    const word = sample?.name.split(' ')[0] ?? ''
    const byName = (await tokens(`&search=${encodeURIComponent(word.toUpperCase())}`)).body.data?.items ?? []
    expect(byName.map((item) => item.tokenId)).toContain(sample?.tokenId)
  })

  it('treats the search as text, not as a pattern', async () => {
    const answer = await tokens('&search=%25%25')
    expect(answer.status).toBe(200)
    expect(answer.body.data?.items).toEqual([])
  })

  it('refuses a search under 2 characters with a message', async () => {
    const answer = await tokens('&search=a')
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/search must be at least 2 characters/)
  })

  it('sorts price low to high: listed tokens first, cheapest first', async () => {
    const answer = await tokens('&sort=price_low_to_high&withPrices=true')
    const page = answer.body.data
    expect(page?.items.length).toBe(ownedItems().length)
    const priceOf = new Map(page?.prices.map((entry) => [`${entry.tokenAddress}:${entry.tokenId}`, entry.price]))
    const prices = (page?.items ?? []).map((item) => priceOf.get(`${item.tokenAddress}:${item.tokenId}`))
    const listed = prices.filter((price): price is string => price !== undefined).map((price) => parseEther(price))
    expect(listed.length).toBeGreaterThan(1)
    expect(listed).toEqual([...listed].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    // every listed token comes before every unlisted one
    expect(prices.slice(0, listed.length).every((price) => price !== undefined)).toBe(true)
    const unsorted = (await tokens('')).body.data?.items.map((item) => item.tokenId)
    expect(page?.items.map((item) => item.tokenId)).not.toEqual(unsorted)
  })

  it('filters to one contract', async () => {
    const contract = ownedItems()[0]?.tokenAddress ?? ''
    const answer = await tokens('', { tokenAddress: contract })
    const found = answer.body.data?.items ?? []
    expect(found.length).toBe(ownedItems().filter((item) => item.tokenAddress === contract).length)
    expect(found.every((item) => item.tokenAddress === contract)).toBe(true)
  })
})
