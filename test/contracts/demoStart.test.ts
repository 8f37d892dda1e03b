// `npm start`'s demo on its chain, as a newcomer gets it: the history replayed on the local chain,
// indexed while it is replayed, and the pages' NFT facts equal to what the chain says. A restart on
// the same folder replays the same blocks and reads nothing again.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createPublicClient, getAddress, http, parseEther, parseEventLogs, type Address, type PublicClient } from 'viem'
import { koiCollectionAbi, koiMarketAbi } from '../../src/services/chain/abis/index.ts'
import { hardhatDevAccounts } from '../../server/seed/data/accounts.ts'
import { DEMO_MARKET_ADDRESS, demoCollectionAddress } from '../../server/seed/data/deployment.ts'
import { findFreePort } from '../../contracts/free-port.ts'
import { startKoi, type KoiStack } from '../../scripts/stack.ts'
import { openDatabase } from '../../server/db/connect.ts'
import { itemMetadata } from '../../server/db/schema/index.ts'

const SLUG = 'battlecards'
const BATTLECARDS = demoCollectionAddress(SLUG)

async function api<T>(stack: KoiStack, path: string): Promise<T> {
  const response = await fetch(`${stack.url}${path}`)
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
async function chainFacts(stack: KoiStack) {
  const client = createPublicClient({ transport: http(stack.rpcUrl) })
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
  return { client, owners, sales, ownerOf1312 }
}

/** When each Battlecard's metadata was read, from the stopped stack's folder. */
async function metadataReadTimes(dataDir: string): Promise<Map<string, number>> {
  const database = await openDatabase({ dataDir })
  try {
    const rows = await database.db
      .select({ tokenId: itemMetadata.tokenId, fetchedAt: itemMetadata.fetchedAt })
      .from(itemMetadata)
      .where(eq(itemMetadata.tokenAddress, BATTLECARDS))
    return new Map(rows.map((row) => [String(row.tokenId), row.fetchedAt.getTime()]))
  } finally {
    await database.close()
  }
}

describe('the demo on its chain (npm start)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'koi-demo-chain-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  // 500 members rather than 10,000: the same cards and sales among fewer accounts, 14,470 transactions
  // to replay instead of 18,777 (a tenth of the senders to fund and impersonate)
  const demo = { chainPort: 0, dataDir, demoChain: true, seedMembers: 500, environment: {} }
  // the tokenURIs name the app's origin, so a restart keeps its port, as `npm start` keeps 8787
  let port = 0
  let firstHead = ''
  let firstRead = new Map<string, number>()

  it('serves, once started, the history its chain replayed: owners, owner counts and sales as the chain has them', async () => {
    port = await findFreePort()
    const stack = await startKoi({ ...demo, port })
    try {
      const chain = await chainFacts(stack)
      // the demo accounts keep their cards: development account #1 holds #1312
      const memberOne = hardhatDevAccounts()[1]
      expect(chain.ownerOf1312).toBe(memberOne)
      const item = await api<{ owner?: string }>(stack, `/api/nfts/${SLUG}/1312?withOwnership=true`)
      expect(getAddress(item.owner ?? '')).toBe(chain.ownerOf1312)

      const owners = await api<{ totalCount: number }>(stack, `/api/collections/${SLUG}/unique-owners`)
      expect(owners.totalCount).toBe(new Set(chain.owners.values()).size)
      expect(chain.owners.size).toBe(10_000)
      expect([...chain.owners.values()].filter((owner) => owner === hardhatDevAccounts()[7])).toHaveLength(164)

      // every sale on the chain (the history spans 60 days), to the wei, in the daily volumes the charts draw
      const volume = await api<{ days: { volume: string; sales: number }[] }>(
        stack,
        `/api/collections/${SLUG}/sales-volume?days=365`,
      )
      expect(volume.days.reduce((sum, day) => sum + day.sales, 0)).toBe(chain.sales.length)
      expect(chain.sales.length).toBeGreaterThan(100)
      const apiWei = volume.days.reduce((sum, day) => sum + parseEther(day.volume), 0n)
      expect(apiWei).toBe(chain.sales.reduce((sum, sale) => sum + sale.args.price, 0n))

      // the token's metadata was read from its tokenURI before the start returned
      const metadata = await api<{ name?: string | null }>(stack, `/api/nfts/${SLUG}/1312`)
      expect(metadata.name).toMatch(/1312/)
      firstHead = stack.demoHistory?.headHash ?? ''
      expect(firstHead).toMatch(/^0x[0-9a-f]{64}$/)
    } finally {
      await stack.stop()
    }
    firstRead = await metadataReadTimes(dataDir)
    expect(firstRead.size).toBe(10_000)
  }, 600_000)

  it('restarts on its folder onto the same blocks, hash for hash, and keeps what it read', async () => {
    expect(firstHead).not.toBe('')
    const stack = await startKoi({ ...demo, port })
    try {
      expect(stack.demoHistory?.headHash).toBe(firstHead)
      const progress = await api<{ indexing: { indexedBlock: number } | null }>(
        stack,
        `/api/collections/${SLUG}/indexing`,
      )
      expect(progress.indexing?.indexedBlock).toBeGreaterThanOrEqual(stack.demoHistory?.head ?? Infinity)
    } finally {
      await stack.stop()
    }
    // not one token's metadata read again: the indexer resumed at its checkpoints
    expect(await metadataReadTimes(dataDir)).toEqual(firstRead)
  }, 600_000)
})
