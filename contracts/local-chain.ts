// The local chain of the start command and of the contract tests: a fresh Hardhat node on 127.0.0.1,
// chain id 11155111, with the Koi contracts deployed, the vault funded and the presale open; with the
// `nfts` option, also the NFT market and collections (off by default, so the start is as before).
import { spawn, type ChildProcess } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type Account,
  type Address,
  type Chain,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { chainEnvironment } from '../server/chain/config.ts'
import { DEV_CLAIM_SIGNER_ADDRESS } from '../server/chain/devClaimSigner.ts'
import { DEFAULT_CHAIN_ID, koiChain } from '../src/services/chain/chains.ts'
import { localTestAccounts } from '../src/services/chain/localAccounts.ts'
import {
  deployKoiCollection,
  deployKoiContracts,
  deployKoiMarket,
  mintKoiCollection,
  type CollectionDeployOptions,
  type DeployedContract,
  type DeployOptions,
  type KoiContracts,
  type TokenHolding,
} from './deploy.ts'

export const DEFAULT_CHAIN_PORT = 8545

export interface LocalChain {
  rpcUrl: string
  chainId: number
  contracts: KoiContracts
  /** address whose EIP-712 signatures the vault accepts (the server's development claim signer) */
  signerAddress: Address
  /** deployer and owner of the vault and the presale: the first test account */
  deployerAddress: Address
  /** the market and the collections (in the order asked), when the `nfts` option asked for them */
  nfts?: LocalNfts
  /** the replayed demo history, when the `demoHistory` option asked for it */
  demoHistory?: DemoHistory
  stop(): Promise<void>
}

export interface LocalNfts {
  market: DeployedContract
  collections: DeployedContract[]
}

export interface LocalCollectionOptions extends CollectionDeployOptions {
  /** tokens minted at deployment, to their holders */
  holdings?: readonly TokenHolding[]
}

/** The demo's NFT history, replayed on the chain before anything else is deployed (contracts/demo-history.ts). */
export interface DemoHistoryOptions {
  /** the demo's instant: the seed's `now` */
  now: Date
  members?: number
  /** what each collection's tokenURI starts with, before `{slug}/` */
  metadataBase: string
}

/** What the replay put on the chain. */
export interface DemoHistory {
  head: number
  headHash: string
  deployments: {
    market: { address: Address; blockNumber: number }
    collections: { slug: string; address: Address; blockNumber: number }[]
  }
  generateMs: number
  replayMs: number
}

export interface LocalChainOptions extends Partial<DeployOptions> {
  port?: number
  /** replay the demo's NFT history first (a Hardhat node whose genesis is in the past) */
  demoHistory?: DemoHistoryOptions
  /** deploy the KoiMarket and these KoiCollections too (owned by the deployer) */
  nfts?: { collections: readonly LocalCollectionOptions[] }
}

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const hardhatNode = resolve(projectRoot, 'contracts/hardhat-node.mjs')
const demoChainNode = resolve(projectRoot, 'contracts/demo-chain-node.ts')
const READY_LINE = 'Started HTTP and WebSocket JSON-RPC server'
const REPLAYED_LINE = 'Demo history replayed:'
const START_TIMEOUT_MS = 60_000
/** The replay runs some 25,000 transactions before the node listens. */
const DEMO_START_TIMEOUT_MS = 15 * 60_000

function startNode(
  port: number,
  demoHistory?: DemoHistoryOptions,
  initialDate?: Date,
): Promise<{ child: ChildProcess; history?: DemoHistory }> {
  const args = demoHistory
    ? [
        '--import',
        'tsx',
        demoChainNode,
        JSON.stringify({
          port,
          now: demoHistory.now.toISOString(),
          members: demoHistory.members,
          metadataBase: demoHistory.metadataBase,
        }),
      ]
    : [hardhatNode, 'node', '--port', String(port), '--hostname', '127.0.0.1', '--config', 'hardhat.config.cjs']
  const timeoutMs = demoHistory ? DEMO_START_TIMEOUT_MS : START_TIMEOUT_MS
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      FORCE_COLOR: '0',
      // read by hardhat.config.cjs: the genesis block's time
      ...(initialDate ? { KOI_CHAIN_INITIAL_DATE: initialDate.toISOString() } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  return new Promise((resolveReady, reject) => {
    // The node logs every request; keep only the tail to explain a failed start.
    let tail = ''
    let history: DemoHistory | undefined
    const onData = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000)
      const replayed = tail.indexOf(REPLAYED_LINE)
      if (!history && replayed >= 0) {
        const end = tail.indexOf('\n', replayed)
        if (end >= 0) history = JSON.parse(tail.slice(replayed + REPLAYED_LINE.length, end)) as DemoHistory
      }
      if (tail.includes(READY_LINE)) {
        clearTimeout(timer)
        child.off('exit', onExit)
        resolveReady({ child, history })
      }
    }
    const onExit = (code: number | null) => {
      clearTimeout(timer)
      reject(new Error(`the Hardhat node on port ${port} exited (code ${code}) before it was ready:\n${tail}`))
    }
    const timer = setTimeout(() => {
      child.kill()
      reject(new Error(`the Hardhat node on port ${port} did not start within ${timeoutMs} ms:\n${tail}`))
    }, timeoutMs)
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
  })
}

function stopNode(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolveStopped) => {
    child.once('exit', () => resolveStopped())
    child.kill('SIGTERM')
  })
}

/**
 * A Hardhat node with nothing deployed, whose genesis block is stamped `initialDate`: where a history
 * replay starts, as the demo chain's node does in its own process.
 */
export async function startBareChain(
  port: number,
  initialDate: Date,
): Promise<{ rpcUrl: string; stop(): Promise<void> }> {
  const { child } = await startNode(port, undefined, initialDate)
  return { rpcUrl: `http://127.0.0.1:${port}`, stop: () => stopNode(child) }
}

export async function startLocalChain(options: LocalChainOptions = {}): Promise<LocalChain> {
  const { port = DEFAULT_CHAIN_PORT, nfts: nftOptions, demoHistory: historyOptions, ...deployOptions } = options
  const chainId = DEFAULT_CHAIN_ID
  const rpcUrl = `http://127.0.0.1:${port}`
  const { child: node, history } = await startNode(port, historyOptions)
  const killOnExit = () => node.kill('SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    await stopNode(node)
  }

  try {
    const chain = koiChain({ chainId, rpcUrl })
    const [deployer] = localTestAccounts(1)
    if (!deployer) throw new Error('no test account to deploy with')
    const transport = http(rpcUrl)
    const publicClient = createPublicClient({ chain, transport })
    const walletClient = createWalletClient({ account: deployer, chain, transport })
    if (history) await catchUpWithTheClock(rpcUrl, publicClient)
    const signerAddress = deployOptions.signerAddress ?? DEV_CLAIM_SIGNER_ADDRESS
    const contracts = await deployKoiContracts(publicClient, walletClient, { ...deployOptions, signerAddress })
    const nfts = nftOptions ? await deployNfts(publicClient, walletClient, nftOptions.collections) : undefined
    return {
      rpcUrl,
      chainId,
      contracts,
      signerAddress,
      deployerAddress: deployer.address,
      nfts,
      demoHistory: history,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * The replayed history ends at the demo's instant, which is older than now when the demo restarts on
 * its database: the blocks after it (the Koi contracts', the members') are stamped with today.
 */
async function catchUpWithTheClock(rpcUrl: string, publicClient: PublicClient): Promise<void> {
  const head = await publicClient.getBlock()
  const now = BigInt(Math.floor(Date.now() / 1000))
  if (head.timestamp >= now) return
  const testClient = createTestClient({ mode: 'hardhat', transport: http(rpcUrl) })
  await testClient.setNextBlockTimestamp({ timestamp: now })
}

async function deployNfts(
  publicClient: PublicClient,
  walletClient: WalletClient<Transport, Chain, Account>,
  collections: readonly LocalCollectionOptions[],
): Promise<LocalNfts> {
  const market = await deployKoiMarket(publicClient, walletClient)
  const deployed: DeployedContract[] = []
  for (const { holdings = [], ...collection } of collections) {
    const contract = await deployKoiCollection(publicClient, walletClient, collection)
    await mintKoiCollection(publicClient, walletClient, contract.address, holdings)
    deployed.push(contract)
  }
  return { market, collections: deployed }
}

// `tsx contracts/local-chain.ts` runs the chain alone (port from CHAIN_PORT) and prints the
// environment a server started separately needs; Ctrl-C stops it.
async function runAlone(): Promise<void> {
  const port = process.env.CHAIN_PORT ? Number(process.env.CHAIN_PORT) : DEFAULT_CHAIN_PORT
  const chain = await startLocalChain({ port })
  console.log(JSON.stringify(chainEnvironment(chain), null, 2))
  const shutdown = () => void chain.stop().then(() => process.exit(0))
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runAlone().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
