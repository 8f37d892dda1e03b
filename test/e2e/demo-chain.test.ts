// The demo as `npm start` serves it, on its chain: the run's demo start replayed the history on a
// local chain and indexed it (harness/seededDatabase.ts); this file's stack forks that chain and
// starts on a copy of that database. What the API says of the Battlecards is what the chain's own
// logs and calls say: owners, owner counts and every sale to the wei.
import { describe, expect, it } from 'vitest'
import { createPublicClient, getAddress, http, parseEther, parseEventLogs, type Address, type PublicClient } from 'viem'
import { koiCollectionAbi, koiMarketAbi } from '../../src/services/chain/abis/index.ts'
import { hardhatDevAccounts } from '../../server/seed/data/accounts.ts'
import { DEMO_MARKET_ADDRESS, demoCollectionAddress } from '../../server/seed/data/deployment.ts'
import { e2eSuite } from './harness/suite'

const SLUG = 'battlecards'
const BATTLECARDS = demoCollectionAddress(SLUG)

const suite = e2eSuite()

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${suite.stack.baseUrl}${path}`)
  expect(response.status, path).toBe(200)
  return ((await response.json()) as { data: T }).data
}

/** Every log of `address`, read a few hundred blocks at a time (a node answers at most 10 MB). */
async function logsOf(client: PublicClient, address: Address) {
  const head = await client.getBlockNumber()
  const logs = []
  for (let fromBlock = 0n; fromBlock <= head; fromBlock += 200n) {
    const toBlock = fromBlock + 199n < head ? fromBlock + 199n : head
    logs.push(...(await client.getLogs({ address, fromBlock, toBlock })))
  }
  return logs
}

/** What the chain says of the Battlecards: each token's owner and every sale's price, from its logs. */
async function chainFacts() {
  const client = createPublicClient({ transport: http(suite.stack.rpcUrl) })
  const transfers = parseEventLogs({
    abi: koiCollectionAbi,
    eventName: 'Transfer',
    logs: await logsOf(client, BATTLECARDS),
  })
  const owners = new Map<bigint, Address>()
  for (const transfer of transfers) owners.set(transfer.args.tokenId, getAddress(transfer.args.to))
  const sales = parseEventLogs({
    abi: koiMarketAbi,
    eventName: 'Sold',
    logs: await logsOf(client, DEMO_MARKET_ADDRESS),
  }).filter((sale) => getAddress(sale.args.collection) === BATTLECARDS)
  const ownerOf1312 = await client.readContract({
    address: BATTLECARDS,
    abi: koiCollectionAbi,
    functionName: 'ownerOf',
    args: [1312n],
  })
  return { owners, sales, ownerOf1312 }
}

describe('the demo on its chain', () => {
  it('serves the history its chain replayed: owners, owner counts and sales as the chain has them', async () => {
    const chain = await chainFacts()
    // the demo accounts keep their cards: development account #1 holds #1312, #7 holds 164
    expect(chain.ownerOf1312).toBe(hardhatDevAccounts()[1])
    const item = await api<{ owner?: string; name?: string | null }>(`/api/nfts/${SLUG}/1312?withOwnership=true`)
    expect(getAddress(item.owner ?? '')).toBe(chain.ownerOf1312)
    // its metadata was read from its tokenURI before the demo start returned
    expect(item.name).toMatch(/1312/)

    const owners = await api<{ totalCount: number }>(`/api/collections/${SLUG}/unique-owners`)
    expect(chain.owners.size).toBe(10_000)
    expect(owners.totalCount).toBe(new Set(chain.owners.values()).size)
    expect([...chain.owners.values()].filter((owner) => owner === hardhatDevAccounts()[7])).toHaveLength(164)

    // every sale on the chain (the history spans 60 days), to the wei, in the daily volumes the charts draw
    const volume = await api<{ days: { volume: string; sales: number }[] }>(
      `/api/collections/${SLUG}/sales-volume?days=365`,
    )
    expect(chain.sales.length).toBeGreaterThan(100)
    expect(volume.days.reduce((sum, day) => sum + day.sales, 0)).toBe(chain.sales.length)
    const apiWei = volume.days.reduce((sum, day) => sum + parseEther(day.volume), 0n)
    expect(apiWei).toBe(chain.sales.reduce((sum, sale) => sum + sale.args.price, 0n))
  })

  it("shows each card's picture from its own server, wherever the chain's tokenURIs were written for", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${suite.stack.baseUrl}/collection/${SLUG}/1312`)
    const picture = page.locator('img[src*="/assets/"]').first()
    await picture.waitFor()
    const source = await picture.getAttribute('src')
    expect(new URL(source ?? '', suite.stack.baseUrl).origin).toBe(new URL(suite.stack.baseUrl).origin)
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await page.close()
  })
})
