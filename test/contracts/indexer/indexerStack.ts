import { and, eq } from 'drizzle-orm'
import { createPublicClient, http, type Address, type Hex, type LocalAccount } from 'viem'
import type { Database } from '../../../server/db/connect.ts'
import { items } from '../../../server/db/schema/index.ts'
import { createLogger } from '../../../server/ops/log.ts'
import { Registry } from 'prom-client'
import { startIndexer, type RunningIndexer } from '../../../server/indexer/index.ts'
import type { IndexedCollection, IndexerSettings } from '../../../server/indexer/settings.ts'
import { account, startTestChain, type TestChain } from '../chainFixture.ts'
import { compileIndexerTestContracts } from './compileTestContracts.ts'
import { startRangeLimitedProxy, type RangeLimitedProxy } from './rangeLimitedProxy.ts'

export const compiled = compileIndexerTestContracts()

export interface IndexerStack {
  testChain: TestChain
  proxy: RangeLimitedProxy
  collection: Address
  market: Address
  deploymentBlock: number
  deploymentTx: Hex
  holder: LocalAccount
  /** The chain's head block (read with retries: the node may close an idle connection as it is reused). */
  head(): Promise<bigint>
  /** Sends a transaction to the collection or the market and waits for its receipt. */
  send(
    from: LocalAccount,
    to: 'collection' | 'market',
    functionName: string,
    args: readonly unknown[],
  ): Promise<{ hash: Hex; blockNumber: bigint }>
  indexed(overrides?: Partial<IndexedCollection>): IndexedCollection
  settings(overrides?: Partial<IndexerSettings>): IndexerSettings
  stop(): Promise<void>
}

/**
 * A local chain with the test collection (3 tokens minted as one ERC-2309 range to `holder`) and the
 * test market deployed, `blocksAfter` empty blocks mined after them, behind a proxy that refuses
 * eth_getLogs over 1,000 blocks.
 */
export async function startIndexerStack(options: { baseUri: string; blocksAfter?: number }): Promise<IndexerStack> {
  const testChain = await startTestChain()
  const deployer = account(testChain, 0)
  const holder = account(testChain, 1)
  const wallet = testChain.walletFor(deployer)
  const deploy = async (name: keyof typeof compiled, args: readonly unknown[]) => {
    const hash = await wallet.deployContract({ ...compiled[name], args })
    const receipt = await testChain.publicClient.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error(`${name} was not deployed`)
    return receipt
  }
  const deployed = await deploy('IndexerTestCollection', [options.baseUri, holder.address, 3n])
  const collection = deployed.contractAddress as Address
  const market = (await deploy('IndexerTestMarket', [])).contractAddress as Address
  if (options.blocksAfter) await mineOneByOne(testChain.chain.rpcUrl, options.blocksAfter)
  const proxy = await startRangeLimitedProxy(testChain.chain.rpcUrl)

  const send: IndexerStack['send'] = async (from, to, functionName, args) => {
    const contract = to === 'collection' ? compiled.IndexerTestCollection : compiled.IndexerTestMarket
    const hash = await testChain.walletFor(from).writeContract({
      address: to === 'collection' ? collection : market,
      abi: contract.abi,
      functionName,
      args,
      chain: null,
    })
    const receipt = await testChain.publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${functionName} reverted`)
    return { hash, blockNumber: receipt.blockNumber }
  }
  const indexed = (overrides: Partial<IndexedCollection> = {}): IndexedCollection => ({
    chainId: testChain.chain.chainId,
    address: collection,
    deploymentBlock: Number(deployed.blockNumber),
    slug: 'indexer-test',
    name: 'Fallback name',
    description: 'Indexed from the chain',
    image: '',
    bannerImage: '',
    market,
    ...overrides,
  })
  const reader = createPublicClient({ transport: http(testChain.chain.rpcUrl, { retryCount: 3 }) })
  return {
    testChain,
    proxy,
    head: () => reader.getBlockNumber({ cacheTime: 0 }),
    collection,
    market,
    deploymentBlock: Number(deployed.blockNumber),
    deploymentTx: deployed.transactionHash,
    holder,
    send,
    indexed,
    settings: (overrides = {}) => ({
      rpcUrl: proxy.url,
      collections: [indexed()],
      confirmations: 0,
      pollMs: 100,
      maxBlockRange: 5000,
      reorgWindow: 64,
      ipfsGateway: 'https://ipfs.io/ipfs/',
      arGateway: 'https://arweave.net/',
      metadataTimeoutMs: 10_000,
      metadataMaxBytes: 2 * 1024 * 1024,
      ...overrides,
    }),
    stop: async () => {
      await proxy.close()
      await testChain.chain.stop()
    },
  }
}

/**
 * Mines blocks one by one (one batch of evm_mine calls): Hardhat's hardhat_mine reserves a range
 * whose blocks do not name their parent's hash, which a parent-hash check takes for a reorg.
 */
async function mineOneByOne(rpcUrl: string, blocks: number) {
  const calls = Array.from({ length: blocks }, (_, id) => ({ jsonrpc: '2.0', id, method: 'evm_mine', params: [] }))
  const answer = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls),
  })
  if (!answer.ok) throw new Error(`evm_mine: ${answer.status}`)
}

/** The indexer of a test, on its database, logging warnings only. */
export function runIndexer(database: Database, settings: IndexerSettings): RunningIndexer {
  return startIndexer({
    database,
    settings,
    log: createLogger(process.env.INDEXER_TEST_LOG ?? 'error'),
    registry: new Registry(),
  })
}

/** Waits for a condition the indexer makes true (polling; fails with the last value after `ms`). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms
  let value = await read()
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`still not there after ${ms} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    value = await read()
  }
  return value
}

/** Waits until the indexer has indexed the chain's current head. */
export async function caughtUp(indexer: RunningIndexer, stack: IndexerStack) {
  const head = Number(await stack.head())
  await eventually(
    () => indexer.progress(stack.collection),
    (progress) => (progress?.indexedBlock ?? -1) >= head,
  )
}

export async function ownerOf(database: Database, collection: Address, tokenId: string) {
  const [row] = await database.db
    .select({ owner: items.owner })
    .from(items)
    .where(and(eq(items.tokenAddress, collection), eq(items.tokenId, tokenId)))
  return row?.owner
}
