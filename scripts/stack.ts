/**
 * The whole Koi stack on one machine: a local Hardhat chain with the contracts deployed (or the chain
 * the environment configures: RPC_URL, CLAIM_VAULT_ADDRESS, PRESALE_ADDRESS, REWARD_TOKENS and
 * CLAIM_SIGNER_PRIVATE_KEY, see server/chain/config.ts), and the API
 * server (embedded database unless a PostgreSQL URL is given, seeded with demo data on first start)
 * serving the built SPA, and a local sign-in server standing in for X and Discord unless real
 * providers are configured (`X_OAUTH_*`, `DISCORD_OAUTH_*`, see `.env.example`). `npm start` and the end-to-end tests both start it through here.
 */
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { createPublicClient, http } from 'viem'
import { findFreePort } from '../contracts/free-port.ts'
import {
  DEFAULT_CHAIN_PORT,
  startLocalChain,
  type DemoChainFork,
  type DemoHistoryOptions,
  type LocalChain,
} from '../contracts/local-chain.ts'
import {
  chainEnvironment,
  configuredChain,
  readChainConfig,
  type ChainConfig,
  type ChainContracts,
} from '../server/chain'
import { parseEnv } from '../server/config/env.ts'
import { oauthEnvironmentFor, readOAuthProviders } from '../server/oauth/config.ts'
import { startLocalIssuer, type LocalIssuer } from '../server/oauth/localIssuer.ts'
import { runCluster, workersOf } from '../server/cluster.ts'
import { seedApart, startServer, type RunningServer } from '../server/main.ts'
import { openDatabase } from '../server/db/connect.ts'
import { demoIndexerSettings } from '../server/indexer/demoSettings.ts'
import { indexerEnvironment, readIndexerSettings, type IndexerSettings } from '../server/indexer/settings.ts'
import { indexerState, type IndexerState } from '../server/indexer/settled.ts'
import { storedDemoInstant } from '../server/seed/demoInstant.ts'
import { createLogger } from '../server/ops/log.ts'
import { swapChainOf } from '../server/modules/swaps/chain.ts'

export interface KoiStackOptions {
  /** Port of the app on 127.0.0.1; a free one when 0. */
  port?: number
  /** Port of the local chain on 127.0.0.1; a free one when 0. */
  chainPort?: number
  /** Folder of the embedded database. */
  dataDir?: string
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string
  /** Members in the seeded leaderboard (demo default 10,000). */
  seedMembers?: number
  /** Folder of the built SPA (`dist/` by default). */
  distDir?: string
  /** Environment the server reads its configuration from (`process.env` by default). */
  environment?: Record<string, string | undefined>
  /**
   * Replay the demo's NFT history on the local chain and index it (`npm start` does unless
   * KOI_DEMO_CHAIN=0; here KOI_DEMO_CHAIN=1 asks for it): the start returns once the indexer reached
   * the chain's head and read every token's metadata. Without it the demo's collections have no NFTs:
   * the seed writes none, they are the chain's (the stacks of tests that need no NFT start so).
   */
  demoChain?: boolean
  /**
   * Fork this demo chain, replayed and indexed by an earlier stack whose database this one starts on
   * a copy of, instead of replaying it: the end-to-end test files start so (`test/e2e/harness`).
   */
  demoChainFork?: DemoChainFork
}

export interface KoiStack {
  url: string
  rpcUrl: string
  chainId: number
  contracts: ChainContracts
  /** Whether the stack started its own local chain (and stops it with the rest). */
  localChain: boolean
  /** The local sign-in server standing in for X and Discord, when no real provider is configured. */
  issuerUrl: string | null
  /** The demo chain as a later stack may fork it (with `demoChain`): at its latest block when the start returned. */
  demoChain?: DemoChainFork
  /** Stops the server and the sign-in server, and leaves the chain serving until `stop`. */
  stopServer(): Promise<void>
  stop(): Promise<void>
}

const DEFAULT_PORT = 8787

/** The configured chain as it is, or a local chain started on `chainPort` with the contracts deployed. */
async function chainFor(
  environment: Record<string, string | undefined>,
  chainPort: number,
  demo: { history?: DemoHistoryOptions; fork?: DemoChainFork },
): Promise<{ chain: ChainConfig; local: LocalChain | null }> {
  const configured = demo.fork ? undefined : configuredChain(environment)
  if (configured) return { chain: configured, local: null }
  const local = await startLocalChain({ port: chainPort, demoHistory: demo.history, fork: demo.fork })
  // the local vault trusts the development signer: chainEnvironment carries the flag that allows it
  return { chain: readChainConfig(chainEnvironment(local)), local }
}

/**
 * X and Discord sign-in as configured (`X_OAUTH_*`, `DISCORD_OAUTH_*`), or, when neither is, one
 * local issuer standing in for both, with a client for each whose redirect comes back to `origin`.
 */
async function oauthFor(
  environment: Record<string, string | undefined>,
  origin: string,
): Promise<{ environment: Record<string, string>; issuer: LocalIssuer | null }> {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  )
  if (Object.keys(readOAuthProviders(present)).length > 0) return { environment: {}, issuer: null }
  const clients = {
    twitter: { clientId: 'koi-x', clientSecret: randomBytes(16).toString('hex') },
    discord: { clientId: 'koi-discord', clientSecret: randomBytes(16).toString('hex') },
  }
  const issuer = await startLocalIssuer({
    port: environment.ISSUER_PORT ? Number(environment.ISSUER_PORT) : 0,
    clients: [
      { ...clients.twitter, redirectUri: `${origin}/api/user-social/callback/twitter`, title: 'X' },
      { ...clients.discord, redirectUri: `${origin}/api/user-social/callback/discord`, title: 'Discord' },
    ],
  })
  return { environment: oauthEnvironmentFor(issuer.endpoints, clients), issuer }
}

/** Longest the demo start waits for the indexer to read the replayed chain. */
const DEMO_INDEXING_TIMEOUT_MS = 15 * 60_000
const DEMO_INDEXING_POLL_MS = 500
const DEMO_PROGRESS_EVERY_MS = 5_000

/**
 * Waits until the indexer read the replayed history to its last block and every token's metadata,
 * printing how far it is.
 */
async function demoIndexed(readState: () => Promise<IndexerState>, lastBlock: number): Promise<void> {
  const started = Date.now()
  let reported = started
  for (;;) {
    const state = await readState()
    if (state.caughtUp && state.indexedBlock >= lastBlock && state.metadataQueued === 0) {
      console.log(`Demo chain indexed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      return
    }
    if (Date.now() - started > DEMO_INDEXING_TIMEOUT_MS) {
      throw new Error(`the demo chain was not indexed within ${DEMO_INDEXING_TIMEOUT_MS / 60_000} minutes`)
    }
    if (Date.now() - reported >= DEMO_PROGRESS_EVERY_MS) {
      reported = Date.now()
      console.log(
        `Indexing the demo chain: block ${state.indexedBlock} of ${state.headBlock}, ${state.metadataQueued} tokens' metadata to read`,
      )
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, DEMO_INDEXING_POLL_MS))
  }
}

/**
 * Waits for the demo chain's indexing: through the server in this process, or, with several
 * processes, through a connection of its own to their PostgreSQL.
 */
async function demoIndexedBy(
  server: RunningServer,
  indexer: IndexerSettings,
  lastBlock: number,
  databaseUrl?: string,
): Promise<void> {
  if (server.indexerState) return demoIndexed(server.indexerState, lastBlock)
  if (!databaseUrl) return
  const database = await openDatabase({ databaseUrl, poolSize: 1 })
  const addresses = indexer.collections.map((collection) => collection.address)
  try {
    await demoIndexed(() => indexerState(database.db, addresses), lastBlock)
  } finally {
    await database.close()
  }
}

/** The chain's latest block number. */
async function latestBlock(rpcUrl: string): Promise<number> {
  return Number(await createPublicClient({ transport: http(rpcUrl) }).getBlockNumber({ cacheTime: 0 }))
}

/** How many free ports a stack on a free port tries before it gives up. */
const PORT_ATTEMPTS = 3

export async function startKoi(options: KoiStackOptions = {}): Promise<KoiStack> {
  const environment = options.environment ?? process.env
  const chainPort =
    options.chainPort === 0
      ? await findFreePort()
      : (options.chainPort ?? Number(environment.CHAIN_PORT ?? DEFAULT_CHAIN_PORT))

  // A free port is free when it is found, not for sure when the server listens on it: the chain's
  // and the browser's connections take ports from the same range meanwhile. One taken by then is
  // given up for another, a few times; not with the demo chain, whose tokenURIs name the port.
  const freePort = options.port === 0
  let port = freePort ? await findFreePort() : (options.port ?? Number(environment.PORT ?? DEFAULT_PORT))
  const demoChain = options.demoChainFork !== undefined || (options.demoChain ?? environment.KOI_DEMO_CHAIN === '1')
  const demoOrigin = (environment.MAIN_SERVICE_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, '')
  const dataDir = options.databaseUrl ? undefined : (options.dataDir ?? resolve('.data/pglite'))
  // a restart replays the history of the instant its database was seeded for: the same blocks, so
  // what the indexer read is still the chain's and is kept; a new database gets a new instant
  const storedInstant = demoChain ? await storedDemoInstant({ databaseUrl: options.databaseUrl, dataDir }) : undefined
  const instant = demoChain ? (storedInstant ?? new Date()) : undefined
  const demoHistory = instant
    ? {
        now: instant,
        members: options.seedMembers,
        metadataBase: `${demoOrigin}/assets/${parseEnv({ ...environment, PORT: String(port) }).cdnVersion}/metadata/`,
      }
    : undefined
  const { chain, local } = await chainFor(environment, chainPort, { history: demoHistory, fork: options.demoChainFork })
  const demo = local?.demo
  const deployments = demo?.deployments
  // the demo chain's collections, or those INDEXED_COLLECTIONS names on the chain the stack runs on
  const indexer = deployments
    ? demoIndexerSettings({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, origin: demoOrigin, deployments })
    : readIndexerSettings({ ...environment, RPC_URL: chain.rpcUrl })
  for (let attempt = 1; ; attempt += 1) {
    let issuer: LocalIssuer | null = null
    const stopChain = async () => {
      await issuer?.stop()
      await local?.stop()
    }
    try {
      const origin = environment.MAIN_SERVICE_URL || `http://127.0.0.1:${port}`
      const oauth = await oauthFor(environment, origin.replace(/\/+$/, ''))
      issuer = oauth.issuer
      const env = parseEnv({
        ...environment,
        ...oauth.environment,
        PORT: String(port),
        RPC_URL: chain.rpcUrl,
        CHAIN_ID: String(chain.chainId),
      })
      const workers = workersOf(environment)
      // the processes of a cluster index as soon as they run: they start on the whole history
      if (demo && workers > 1) await demo.replayed
      const server: RunningServer =
        workers > 1
          ? // WORKERS=N: N processes on the one PostgreSQL behind this port, each started from the
            // environment this process built (the chain's and the sign-in server's settings included)
            await runCluster({
              workers,
              environment: {
                ...environment,
                ...(local ? chainEnvironment(chain) : {}),
                ...(indexer ? indexerEnvironment(indexer) : {}),
                ...oauth.environment,
                PORT: String(port),
                DATABASE_URL: options.databaseUrl,
              },
              target: { databaseUrl: options.databaseUrl },
              seed: {
                members: options.seedMembers,
                now: instant?.toISOString(),
                swapAddress: chain.contracts.claimVault,
              },
              seedApart,
              log: createLogger(),
              metricsPort: environment.METRICS_PORT,
            })
          : await startServer({
              env,
              port,
              dataDir,
              databaseUrl: options.databaseUrl,
              // the demo start: demo data on first start, with its development-wallet admin
              seed: true,
              seedMembers: options.seedMembers,
              seedNow: instant,
              distDir: options.distDir,
              chain: swapChainOf(chain),
              indexer,
              // a first start indexes the history while it is replayed; a restart's checkpoints are
              // at the end of the history, so its indexer waits for the replay to get there
              indexerAfter: demo && storedInstant ? demo.replayed : undefined,
            })
      // the demo start returns once its whole history is on the chain and indexed
      const demoReady = async () => {
        const history = await demo?.replayed
        if (history && indexer) await demoIndexedBy(server, indexer, history.head, options.databaseUrl)
        return history
      }
      const replayed = await demoReady().catch(async (error: unknown) => {
        await server.close()
        throw error
      })
      let serverStopped: Promise<void> | undefined
      const stopServer = () => {
        serverStopped ??= server.close().then(() => issuer?.stop())
        return serverStopped
      }
      return {
        url: server.url,
        rpcUrl: chain.rpcUrl,
        chainId: chain.chainId,
        contracts: chain.contracts,
        localChain: local !== null,
        issuerUrl: issuer?.url ?? null,
        demoChain:
          replayed && local && deployments
            ? {
                rpcUrl: chain.rpcUrl,
                blockNumber: await latestBlock(chain.rpcUrl),
                contracts: chain.contracts,
                deployerAddress: local.deployerAddress,
                deployments,
                replayed,
              }
            : undefined,
        stopServer,
        stop: async () => {
          await stopServer()
          await local?.stop()
        },
      }
    } catch (error) {
      const taken = (error as { code?: unknown }).code === 'EADDRINUSE'
      if (freePort && taken && attempt < PORT_ATTEMPTS && !demoChain) {
        await issuer?.stop()
        port = await findFreePort()
        continue
      }
      await stopChain()
      throw error
    }
  }
}
