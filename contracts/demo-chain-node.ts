// The demo's Hardhat node: generates the demo data for the given instant and starts Hardhat in this
// process at the history's genesis date. It deploys Koi's own contracts first, in blocks stamped
// right after the genesis, serves JSON-RPC, and replays the history through the in-process provider
// (no JSON-RPC over HTTP: the replay is some 19,000 requests) while it serves: a server and its
// indexer can start as soon as the market and the collections are deployed, and follow the replay.
// Every block before the members' own is stamped by the plan, so the same instant gives the same
// chain, hash for hash. Started by contracts/local-chain.ts with an IPC channel; like
// hardhat-node.mjs it exits when its parent does. Its one argument is a DemoChainJob as JSON.
import { createRequire } from 'node:module'
import process from 'node:process'
import { createPublicClient, createWalletClient, custom, numberToHex, type Address } from 'viem'
import { generateDemoData } from '../server/seed/data/index.ts'
import { koiChain } from '../src/services/chain/chains.ts'
import { localTestAccounts } from '../src/services/chain/localAccounts.ts'
import { DEMO_CHAIN_LINES, type DemoChainReplayed, type DemoChainServing } from './demo-chain-lines.ts'
import { deploymentsAfter, demoHistoryPlan, replayDemoHistory, type RpcSender } from './demo-history.ts'
import { deployKoiContracts } from './deploy.ts'

export interface DemoChainJob {
  port: number
  /** the demo's instant (ISO): the seed's `now`, so the history ends where the seeded data does */
  now: string
  members?: number
  /** what each collection's tokenURI starts with, before `{slug}/` */
  metadataBase: string
  /** whose EIP-712 signatures the vault accepts */
  signerAddress: Address
}

interface HardhatRuntime {
  network: { provider: { request(request: { method: string; params?: unknown[] }): Promise<unknown> } }
  run(task: string, args: Record<string, unknown>): Promise<unknown>
}

process.on('disconnect', () => process.exit(0))
const job = JSON.parse(process.argv[2] ?? '{}') as DemoChainJob
const started = performance.now()
const data = generateDemoData({ now: new Date(job.now), members: job.members })
const plan = demoHistoryPlan(data, (slug) => `${job.metadataBase}${slug}/`)
// read by hardhat.config.cjs, so it must be set before Hardhat loads
process.env.KOI_CHAIN_INITIAL_DATE = plan.initialDate.toISOString()
const require = createRequire(import.meta.url)
const hre = require('hardhat') as HardhatRuntime
const { TASK_NODE_CREATE_SERVER } = require('hardhat/builtin-tasks/task-names') as {
  TASK_NODE_CREATE_SERVER: string
}
const send: RpcSender = (request) => hre.network.provider.request(request)
const generated = performance.now()

// Koi's contracts, one block a transaction a second after the genesis (the plan's first block is a
// day later): their addresses and blocks are the same at every start
let nextTimestamp = Math.floor(plan.initialDate.getTime() / 1000) + 1
const stampedTransport = custom({
  async request({ method, params }: { method: string; params?: unknown[] }) {
    if (method === 'eth_sendRawTransaction' || method === 'eth_sendTransaction') {
      await send({ method: 'evm_setNextBlockTimestamp', params: [numberToHex(nextTimestamp++)] })
    }
    return send({ method, params: params ?? [] })
  },
})
const [deployer] = localTestAccounts(1)
if (!deployer) throw new Error('no test account to deploy with')
const chain = koiChain({
  chainId: Number(await send({ method: 'eth_chainId', params: [] })),
  rpcUrl: `http://127.0.0.1:${job.port}`,
})
const contracts = await deployKoiContracts(
  createPublicClient({ chain, transport: stampedTransport }),
  createWalletClient({ account: deployer, chain, transport: stampedTransport }),
  { signerAddress: job.signerAddress },
)
const koiBlocks = Number(await send({ method: 'eth_blockNumber', params: [] }))

const server = (await hre.run(TASK_NODE_CREATE_SERVER, {
  hostname: '127.0.0.1',
  port: job.port,
  provider: hre.network.provider,
})) as { listen(): Promise<unknown> }
await server.listen()

const print = (line: string, payload: DemoChainServing | DemoChainReplayed) =>
  console.log(`${line} ${JSON.stringify(payload)}`)
await replayDemoHistory(send, plan, {
  onDeployed: () =>
    print(DEMO_CHAIN_LINES.serving, {
      contracts,
      deployerAddress: deployer.address,
      deployments: deploymentsAfter(plan.deployments, koiBlocks),
    }),
})
const head = (await send({ method: 'eth_getBlockByNumber', params: ['latest', false] })) as {
  number: string
  hash: string
  timestamp: string
}
// the members' blocks are stamped with today: the history ends at the demo's instant, which is in
// the past when the demo restarts on its database
const now = Math.floor(Date.now() / 1000)
if (Number(head.timestamp) < now) await send({ method: 'evm_mine', params: [now] })
print(DEMO_CHAIN_LINES.replayed, {
  blocks: plan.blocks.length,
  transactions: plan.blocks.reduce((sum, block) => sum + block.transactions.length, 0),
  head: Number(head.number),
  headHash: head.hash,
  generateMs: Math.round(generated - started),
  replayMs: Math.round(performance.now() - generated),
})
