// The demo's Hardhat node: generates the demo data for the given instant, starts Hardhat in this
// process at the history's genesis date, replays the history through the in-process provider (no
// JSON-RPC over HTTP: the replay is some 25,000 requests), then serves that chain as `hardhat node`
// does. Started by contracts/local-chain.ts with an IPC channel; like hardhat-node.mjs it exits when
// its parent does. Its one argument is a DemoChainJob as JSON.
import { createRequire } from 'node:module'
import process from 'node:process'
import { generateDemoData } from '../server/seed/data/index.ts'
import { demoHistoryPlan, replayDemoHistory, type RpcSender } from './demo-history.ts'

export interface DemoChainJob {
  port: number
  /** the demo's instant (ISO): the seed's `now`, so the history ends where the seeded data does */
  now: string
  members?: number
  /** what each collection's tokenURI starts with, before `{slug}/` */
  metadataBase: string
}

/** The line the node prints when the history is on the chain, before the JSON-RPC server starts. */
export const REPLAYED_LINE = 'Demo history replayed:'

process.on('disconnect', () => process.exit(0))
const job = JSON.parse(process.argv[2] ?? '{}') as DemoChainJob
const started = performance.now()
const data = generateDemoData({ now: new Date(job.now), members: job.members })
const plan = demoHistoryPlan(data, (slug) => `${job.metadataBase}${slug}/`)
// read by hardhat.config.cjs, so it must be set before Hardhat loads
process.env.KOI_CHAIN_INITIAL_DATE = plan.initialDate.toISOString()
const require = createRequire(import.meta.url)
const hre = require('hardhat') as {
  network: { provider: { request(request: { method: string; params: unknown[] }): Promise<unknown> } }
  run(task: string, args: Record<string, unknown>): Promise<unknown>
}
const send: RpcSender = (request) => hre.network.provider.request(request)
const generated = performance.now()
await replayDemoHistory(send, plan)
const head = (await send({ method: 'eth_getBlockByNumber', params: ['latest', false] })) as {
  number: string
  hash: string
}
console.log(
  `${REPLAYED_LINE} ${JSON.stringify({
    blocks: plan.blocks.length,
    transactions: plan.blocks.reduce((sum, block) => sum + block.transactions.length, 0),
    head: Number(head.number),
    headHash: head.hash,
    deployments: plan.deployments,
    generateMs: Math.round(generated - started),
    replayMs: Math.round(performance.now() - generated),
  })}`,
)
await hre.run('node', { port: job.port, hostname: '127.0.0.1' })
