// The local chain of the start command and of the contract tests: a fresh Hardhat node on 127.0.0.1,
// chain id 11155111, with the Koi contracts deployed, the vault funded and the presale open; with the
// `nfts` option, also the NFT market and collections (off by default, so the start is as before).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  createPublicClient,
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
import type { DemoChainJob } from './demo-chain-node.ts'
import { DEMO_CHAIN_LINES, type DemoChainReplayed, type DemoChainServing } from './demo-chain-lines.ts'
import type { DemoDeploymentBlocks } from './demo-history.ts'
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
  /** the demo history being replayed, when the `demoHistory` option asked for it */
  demo?: DemoChain
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

/** The demo's NFT history, replayed on the chain after Koi's contracts (contracts/demo-history.ts). */
export interface DemoHistoryOptions {
  /** the demo's instant: the seed's `now` */
  now: Date
  members?: number
  /** what each collection's tokenURI starts with, before `{slug}/` */
  metadataBase: string
}

/** The demo chain once its node serves: the replay goes on, and `replayed` tells when it ends. */
export interface DemoChain {
  deployments: DemoDeploymentBlocks
  /** settles when the whole history is on the chain (rejects if the node fails before) */
  replayed: Promise<DemoChainReplayed>
}

/**
 * A demo chain another node replayed, to fork instead of replaying it again: its node, the block to
 * start from, and what its serving and replayed lines said.
 */
export interface DemoChainFork extends DemoChainServing {
  rpcUrl: string
  /** the block the fork starts from: the demo chain's latest, once nothing more is sent to it */
  blockNumber: number
  replayed: DemoChainReplayed
}

export interface LocalChainOptions extends Partial<DeployOptions> {
  port?: number
  /** replay the demo's NFT history first (a Hardhat node whose genesis is in the past) */
  demoHistory?: DemoHistoryOptions
  /** fork a demo chain already replayed, at its latest block, instead of deploying anything */
  fork?: DemoChainFork
  /** deploy the KoiMarket and these KoiCollections too (owned by the deployer) */
  nfts?: { collections: readonly LocalCollectionOptions[] }
}

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const hardhatNode = resolve(projectRoot, 'contracts/hardhat-node.mjs')
const demoChainNode = resolve(projectRoot, 'contracts/demo-chain-node.ts')
const READY_LINE = 'Started HTTP and WebSocket JSON-RPC server'
const START_TIMEOUT_MS = 60_000
/** The demo's node generates the data and deploys Koi's contracts before it serves. */
const DEMO_SERVING_TIMEOUT_MS = 2 * 60_000
/** The replay runs some 19,000 transactions. */
const DEMO_REPLAY_TIMEOUT_MS = 15 * 60_000

interface NodeProcess {
  child: ChildProcess
  port: number
  /** the end of what the node printed, to explain a failed start */
  tail(): string
}

/** What hardhat.config.cjs reads: the genesis block's time, or the chain to fork and where the fork keeps its cache. */
interface NodeSettings {
  initialDate?: Date
  fork?: { url: string; blockNumber: number; cacheDir: string }
}

function spawnNode(port: number, args: string[], settings: NodeSettings = {}): NodeProcess {
  const { initialDate, fork } = settings
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      FORCE_COLOR: '0',
      ...(initialDate ? { KOI_CHAIN_INITIAL_DATE: initialDate.toISOString() } : {}),
      ...(fork
        ? {
            KOI_CHAIN_FORK_URL: fork.url,
            KOI_CHAIN_FORK_BLOCK: String(fork.blockNumber),
            KOI_CHAIN_CACHE_DIR: fork.cacheDir,
          }
        : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let tail = ''
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { child, port, tail: () => tail }
}

/** What follows `marker` on the line the node prints it on; rejects if the node exits first or takes longer than `timeoutMs`. */
function lineAfter(node: NodeProcess, marker: string, timeoutMs: number): Promise<string> {
  const { child, port } = node
  return new Promise((resolveLine, reject) => {
    let seen = ''
    const done = () => {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.stderr?.off('data', onData)
      child.off('exit', onExit)
    }
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      const at = seen.indexOf(marker)
      if (at < 0) {
        seen = seen.slice(-(marker.length + 4000))
        return
      }
      const end = seen.indexOf('\n', at)
      if (end < 0) return
      done()
      resolveLine(seen.slice(at + marker.length, end).trim())
    }
    const onExit = (code: number | null) => {
      done()
      reject(new Error(`the Hardhat node on port ${port} exited (code ${code}) before "${marker}":\n${node.tail()}`))
    }
    const timer = setTimeout(() => {
      done()
      child.kill()
      reject(
        new Error(`the Hardhat node on port ${port} did not print "${marker}" within ${timeoutMs} ms:\n${node.tail()}`),
      )
    }, timeoutMs)
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
  })
}

async function startNode(port: number, settings?: NodeSettings): Promise<ChildProcess> {
  const node = spawnNode(
    port,
    [hardhatNode, 'node', '--port', String(port), '--hostname', '127.0.0.1', '--config', 'hardhat.config.cjs'],
    settings,
  )
  await lineAfter(node, READY_LINE, START_TIMEOUT_MS)
  return node.child
}

/** The demo's node, once it serves with Koi's contracts and the collections deployed; its replay goes on. */
async function startDemoNode(
  port: number,
  options: DemoHistoryOptions,
  signerAddress: Address,
): Promise<{ child: ChildProcess; serving: DemoChainServing; replayed: Promise<DemoChainReplayed> }> {
  const job: DemoChainJob = {
    port,
    now: options.now.toISOString(),
    members: options.members,
    metadataBase: options.metadataBase,
    signerAddress,
  }
  const node = spawnNode(port, ['--import', 'tsx', demoChainNode, JSON.stringify(job)])
  const replayed = lineAfter(node, DEMO_CHAIN_LINES.replayed, DEMO_REPLAY_TIMEOUT_MS).then(
    (line) => JSON.parse(line) as DemoChainReplayed,
  )
  // whoever waits for the replay hears of its failure; a stack stopped before it ends does not
  replayed.catch(() => {})
  try {
    const serving = JSON.parse(
      await lineAfter(node, DEMO_CHAIN_LINES.serving, DEMO_SERVING_TIMEOUT_MS),
    ) as DemoChainServing
    return { child: node.child, serving, replayed }
  } catch (error) {
    await stopNode(node.child)
    throw error
  }
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
  const child = await startNode(port, { initialDate })
  return { rpcUrl: `http://127.0.0.1:${port}`, stop: () => stopNode(child) }
}

/** A node forking the demo chain at `fork.blockNumber`: the whole history and Koi's contracts, nothing to replay. */
async function startForkedDemoChain(port: number, fork: DemoChainFork, signerAddress: Address): Promise<LocalChain> {
  const cacheDir = mkdtempSync(join(tmpdir(), 'koi-chain-fork-'))
  const removeCache = () => rmSync(cacheDir, { recursive: true, force: true })
  try {
    const stopNodeOf = stopperOf(
      await startNode(port, { fork: { url: fork.rpcUrl, blockNumber: fork.blockNumber, cacheDir } }),
    )
    const rpcUrl = `http://127.0.0.1:${port}`
    // Hardhat runs a call at a forked block by the rules it knows for the chain id, Sepolia's of
    // today, whose cap on a call's gas refuses every call without a gas limit; its own blocks follow
    // this chain's configuration (Cancun). A block of its own first, so that `latest` is one of them.
    await createPublicClient({ transport: http(rpcUrl) })
      .request({ method: 'evm_mine' } as never)
      .catch(async (error: unknown) => {
        await stopNodeOf()
        throw error
      })
    return {
      rpcUrl,
      chainId: DEFAULT_CHAIN_ID,
      contracts: fork.contracts,
      signerAddress,
      deployerAddress: fork.deployerAddress,
      demo: { deployments: fork.deployments, replayed: Promise.resolve(fork.replayed) },
      stop: async () => {
        await stopNodeOf()
        removeCache()
      },
    }
  } catch (error) {
    removeCache()
    throw error
  }
}

export async function startLocalChain(options: LocalChainOptions = {}): Promise<LocalChain> {
  const { port = DEFAULT_CHAIN_PORT, nfts: nftOptions, demoHistory: historyOptions, fork, ...deployOptions } = options
  const chainId = DEFAULT_CHAIN_ID
  const rpcUrl = `http://127.0.0.1:${port}`
  const signerAddress = deployOptions.signerAddress ?? DEV_CLAIM_SIGNER_ADDRESS
  if (fork) return startForkedDemoChain(port, fork, signerAddress)
  if (historyOptions) {
    // the demo's node deploys Koi's contracts itself (with the default settings), before the history
    const { child, serving, replayed } = await startDemoNode(port, historyOptions, signerAddress)
    const stop = stopperOf(child)
    return {
      rpcUrl,
      chainId,
      contracts: serving.contracts,
      signerAddress,
      deployerAddress: serving.deployerAddress,
      demo: { deployments: serving.deployments, replayed },
      stop,
    }
  }
  const stop = stopperOf(await startNode(port))
  try {
    const chain = koiChain({ chainId, rpcUrl })
    const [deployer] = localTestAccounts(1)
    if (!deployer) throw new Error('no test account to deploy with')
    const transport = http(rpcUrl)
    const publicClient = createPublicClient({ chain, transport })
    const walletClient = createWalletClient({ account: deployer, chain, transport })
    const contracts = await deployKoiContracts(publicClient, walletClient, { ...deployOptions, signerAddress })
    const nfts = nftOptions ? await deployNfts(publicClient, walletClient, nftOptions.collections) : undefined
    return { rpcUrl, chainId, contracts, signerAddress, deployerAddress: deployer.address, nfts, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Stops the node; it is killed with this process if that exits first. */
function stopperOf(node: ChildProcess): () => Promise<void> {
  const killOnExit = () => node.kill('SIGKILL')
  process.once('exit', killOnExit)
  return async () => {
    process.off('exit', killOnExit)
    await stopNode(node)
  }
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
