/**
 * The whole Koi stack on one machine: a local Hardhat chain with the contracts deployed (or the chain
 * the environment configures: RPC_URL, CLAIM_VAULT_ADDRESS, PRESALE_ADDRESS, REWARD_TOKENS and
 * CLAIM_SIGNER_PRIVATE_KEY, see server/chain/config.ts), and the API
 * server (embedded database unless a PostgreSQL URL is given, seeded with demo data on first start)
 * serving the built SPA. `npm start` and the end-to-end tests both start it through here.
 */
import { resolve } from 'node:path'
import { findFreePort } from '../contracts/free-port.ts'
import { DEFAULT_CHAIN_PORT, startLocalChain, type LocalChain } from '../contracts/local-chain.ts'
import {
  chainEnvironment,
  configuredChain,
  readChainConfig,
  type ChainConfig,
  type ChainContracts,
} from '../server/chain'
import { parseEnv } from '../server/config/env.ts'
import { startServer } from '../server/main.ts'
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
}

export interface KoiStack {
  url: string
  rpcUrl: string
  chainId: number
  contracts: ChainContracts
  /** Whether the stack started its own local chain (and stops it with the rest). */
  localChain: boolean
  stop(): Promise<void>
}

const DEFAULT_PORT = 8787

/** The configured chain as it is, or a local chain started on `chainPort` with the contracts deployed. */
async function chainFor(
  environment: Record<string, string | undefined>,
  chainPort: number,
): Promise<{ chain: ChainConfig; local: LocalChain | null }> {
  const configured = configuredChain(environment)
  if (configured) return { chain: configured, local: null }
  const local = await startLocalChain({ port: chainPort })
  // the local vault trusts the development signer, which readChainConfig takes for a loopback RPC URL
  return { chain: readChainConfig(chainEnvironment(local)), local }
}

export async function startKoi(options: KoiStackOptions = {}): Promise<KoiStack> {
  const environment = options.environment ?? process.env
  const port = options.port === 0 ? await findFreePort() : (options.port ?? Number(environment.PORT ?? DEFAULT_PORT))
  const chainPort =
    options.chainPort === 0
      ? await findFreePort()
      : (options.chainPort ?? Number(environment.CHAIN_PORT ?? DEFAULT_CHAIN_PORT))

  const { chain, local } = await chainFor(environment, chainPort)
  const stopChain = async () => {
    await local?.stop()
  }
  try {
    const env = parseEnv({
      ...environment,
      PORT: String(port),
      RPC_URL: chain.rpcUrl,
      CHAIN_ID: String(chain.chainId),
    })
    const server = await startServer({
      env,
      port,
      dataDir: options.databaseUrl ? undefined : (options.dataDir ?? resolve('.data/pglite')),
      databaseUrl: options.databaseUrl,
      seedMembers: options.seedMembers,
      distDir: options.distDir,
      chain: swapChainOf(chain),
    })
    return {
      url: server.url,
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      contracts: chain.contracts,
      localChain: local !== null,
      stop: async () => {
        await server.close()
        await stopChain()
      },
    }
  } catch (error) {
    await stopChain()
    throw error
  }
}
