import { getAddress, parseEther, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  demoHistoryPlan,
  httpRpcSender,
  replayDemoHistory,
  type DemoHistoryData,
  type RpcSender,
} from '../../contracts/demo-history'
import { findFreePort } from '../../contracts/free-port'
import { startBareChain } from '../../contracts/local-chain'
import { ZERO_ADDRESS } from '../../server/seed/data/accounts'
import { COLLECTION_DEFINITIONS } from '../../server/seed/data/collection-definitions'
import { collectionAddress } from '../../server/seed/data/collections'
import { DEMO_DEPLOYER, DEMO_MARKET_ADDRESS } from '../../server/seed/data/deployment'
import { generateDemoData } from '../../server/seed/data/index'
import { koiCollectionAbi, koiMarketAbi } from '../../src/services/chain/abis'
import { account, startTestChain, type TestChain } from './chainFixture'

const HOUR = 3_600_000
const DAY = 24 * HOUR

// the demo's generated history, planned block by block: what the chain replays at every start
describe('the demo history plan', () => {
  const data = generateDemoData({ now: new Date('2026-11-01T00:00:00Z'), members: 600 })
  const plan = demoHistoryPlan(data, (slug) => `http://127.0.0.1:8787/metadata/${slug}/`)

  it('deploys each collection at the address the seed keys its community data by', () => {
    expect(plan.deployments.collections.map(({ slug, address }) => [slug, address])).toEqual(
      data.collections.map((collection) => [collection.slug, collection.tokenAddress]),
    )
    expect(plan.deployments.market.address).toBe(DEMO_MARKET_ADDRESS)
    expect(data.collections.every((collection) => collection.contractDeployer === DEMO_DEPLOYER)).toBe(true)
  })

  it('never has a seller buy their own card, which the market refuses', () => {
    expect(data.sales.filter((sale) => sale.seller === sale.buyer)).toEqual([])
  })

  it('stamps blocks in order, each within the block gas limit', () => {
    const timestamps = plan.blocks.map((block) => block.timestamp)
    expect(timestamps.every((timestamp, index) => index === 0 || timestamp > (timestamps[index - 1] ?? 0))).toBe(true)
    const gas = plan.blocks.map((block) => block.transactions.reduce((sum, transaction) => sum + transaction.gas, 0n))
    expect(gas.every((total) => total <= 30_000_000n)).toBe(true)
    expect(plan.initialDate.getTime()).toBeLessThan((timestamps[0] ?? 0) * 1000)
  })

  it('puts every sale in a block of its hour', () => {
    const buys = plan.blocks.flatMap((block) =>
      block.transactions
        .filter((transaction) => transaction.value && transaction.to === DEMO_MARKET_ADDRESS)
        .map(() => block.timestamp),
    )
    expect(buys).toHaveLength(data.sales.length)
    const soldAt = data.sales.map((sale) => Date.parse(sale.soldAt)).sort((a, b) => a - b)
    buys.forEach((timestamp, index) => expect(Math.abs(timestamp * 1000 - (soldAt[index] ?? 0))).toBeLessThan(HOUR))
  })
})

// a small history replayed on a Hardhat node: the tokens end with their last buyers, the open
// listing stays listed, and two sales of one card within an hour share a block in their order
describe('the demo history replayed on a local chain', () => {
  let testChain: TestChain
  let start: number
  let plan: ReturnType<typeof demoHistoryPlan>
  /** the test chain's blocks before the replay: the plan numbers blocks from a new chain's genesis */
  let before: number
  const stranger: Address = getAddress('0x00000000000000000000000000000000000c0ffe')

  beforeAll(async () => {
    testChain = await startTestChain()
    // on an hour's start: the plan packs a calendar hour's sales into one block, and the two
    // sales ten minutes apart must not straddle an hour
    start = Math.ceil((Number((await testChain.publicClient.getBlock()).timestamp) * 1000 + DAY) / HOUR) * HOUR
    const a = account(testChain, 1).address
    const b = account(testChain, 2).address
    const battlecards = collectionAddress('battlecards')
    const at = (ms: number) => new Date(start + ms).toISOString()
    const mint = (tokenId: string, to: Address, ms: number) => ({
      tokenAddress: battlecards,
      tokenId,
      from: ZERO_ADDRESS,
      to,
      txHash: '0x00' as const,
      blockNumber: 0,
      transferredAt: at(ms),
    })
    const sale = (tokenId: string, seller: Address, buyer: Address, price: number, ms: number) => ({
      tokenAddress: battlecards,
      tokenId,
      seller,
      buyer,
      price,
      symbol: 'ETH',
      txHash: '0x00' as const,
      soldAt: at(ms),
    })
    const data: DemoHistoryData = {
      collections: COLLECTION_DEFINITIONS.map((definition) => ({
        slug: definition.slug,
        name: definition.name,
        symbol: definition.symbol,
        tokenAddress: collectionAddress(definition.slug),
      })),
      transfers: [mint('1', a, 0), mint('2', b, 60_000), mint('3', b, 120_000), mint('4', a, DAY)],
      sales: [
        sale('1', a, b, 0.5, 2 * DAY),
        sale('1', b, stranger, 0.75, 2 * DAY + 10 * 60_000),
        sale('2', b, a, 1.1, 3 * DAY),
      ],
      listings: [
        { tokenAddress: battlecards, tokenId: '4', price: 1.25, symbol: 'ETH', seller: a, listedAt: at(4 * DAY) },
      ],
    }
    plan = demoHistoryPlan(data, (slug) => `http://127.0.0.1:9/metadata/${slug}/`)
    const send: RpcSender = (request) => testChain.publicClient.request(request as never)
    before = Number(await testChain.publicClient.getBlockNumber())
    await replayDemoHistory(send, plan)
  })
  afterAll(async () => {
    await testChain?.chain.stop()
  })

  const battlecards = () => collectionAddress('battlecards')
  const ownerOf = (tokenId: bigint) =>
    testChain.publicClient.readContract({
      address: battlecards(),
      abi: koiCollectionAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    })

  it('leaves every card with its last buyer', async () => {
    expect(await ownerOf(1n)).toBe(stranger)
    expect(await ownerOf(2n)).toBe(account(testChain, 1).address)
    expect(await ownerOf(3n)).toBe(account(testChain, 2).address)
    expect(
      await testChain.publicClient.readContract({
        address: battlecards(),
        abi: koiCollectionAbi,
        functionName: 'tokenURI',
        args: [3n],
      }),
    ).toBe('http://127.0.0.1:9/metadata/battlecards/3.json')
  })

  it('deploys the market and each collection in the block the plan names, where the indexer starts', async () => {
    const codeAt = async (address: Address, blockNumber: number) =>
      (await testChain.publicClient.getCode({ address, blockNumber: BigInt(blockNumber) })) ?? '0x'
    for (const { address, blockNumber } of [plan.deployments.market, ...plan.deployments.collections]) {
      expect(await codeAt(address, before + blockNumber - 1)).toBe('0x')
      expect((await codeAt(address, before + blockNumber)).length).toBeGreaterThan(2)
    }
  })

  it('funds the senders through the funder contract, a few blocks for them all', async () => {
    const deployer = await testChain.publicClient.getBalance({ address: DEMO_DEPLOYER })
    expect(deployer).toBeGreaterThan(parseEther('1000'))
    expect(plan.deployments.market.blockNumber).toBeLessThan(5)
  })

  it('gives the same blocks, hash for hash, when the same history is replayed on a new chain', async () => {
    // what a restart of the demo relies on: the chain it indexed comes back block for block
    const replayOnNewChain = async () => {
      const chain = await startBareChain(await findFreePort(), plan.initialDate)
      try {
        await replayDemoHistory(httpRpcSender(chain.rpcUrl), plan)
        const send = httpRpcSender(chain.rpcUrl)
        return (await send({ method: 'eth_getBlockByNumber', params: ['latest', false] })) as {
          number: string
          hash: string
        }
      } finally {
        await chain.stop()
      }
    }
    const first = await replayOnNewChain()
    const second = await replayOnNewChain()
    expect(Number(first.number)).toBe(plan.blocks.length)
    expect(second).toEqual(first)
  })

  it('keeps the open listing at its price in wei, and none for a sold card', async () => {
    const listingOf = (tokenId: bigint) =>
      testChain.publicClient.readContract({
        address: DEMO_MARKET_ADDRESS,
        abi: koiMarketAbi,
        functionName: 'listingOf',
        args: [battlecards(), tokenId],
      })
    expect(await listingOf(4n)).toEqual([account(testChain, 1).address, parseEther('1.25')])
    expect(await listingOf(1n)).toEqual([ZERO_ADDRESS, 0n])
  })

  it('sells at the sale prices, at the sale times, two sales of an hour in one block', async () => {
    const sold = await testChain.publicClient.getContractEvents({
      address: DEMO_MARKET_ADDRESS,
      abi: koiMarketAbi,
      eventName: 'Sold',
      fromBlock: 0n,
    })
    expect(sold.map((event) => [event.args.tokenId, event.args.price])).toEqual([
      [1n, parseEther('0.5')],
      [1n, parseEther('0.75')],
      [2n, parseEther('1.1')],
    ])
    expect(sold[0]?.blockNumber).toBe(sold[1]?.blockNumber)
    const block = await testChain.publicClient.getBlock({ blockNumber: sold[2]?.blockNumber })
    expect(Number(block.timestamp) * 1000).toBe(start + 3 * DAY)
  })
})
