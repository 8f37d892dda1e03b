/**
 * The whole Koi stack on one machine: a local Hardhat chain with the contracts deployed, and the API
 * server (embedded database unless a PostgreSQL URL is given, seeded with demo data on first start)
 * serving the built SPA. `npm start` and the end-to-end tests both start it through here.
 */
import { resolve } from 'node:path'
import { findFreePort } from '../contracts/free-port.ts'
import { DEFAULT_CHAIN_PORT, startLocalChain } from '../contracts/local-chain.ts'
import {
  createChainReader,
  createClaimSigner,
  DEV_CLAIM_SIGNER_PRIVATE_KEY,
  type ChainContracts,
} from '../server/chain'
import { parseEnv } from '../server/config/env.ts'
import { startServer } from '../server/main.ts'

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
  stop(): Promise<void>
}

const DEFAULT_PORT = 8787

export async function startKoi(options: KoiStackOptions = {}): Promise<KoiStack> {
  const environment = options.environment ?? process.env
  const port = options.port === 0 ? await findFreePort() : (options.port ?? Number(environment.PORT ?? DEFAULT_PORT))
  const chainPort =
    options.chainPort === 0
      ? await findFreePort()
      : (options.chainPort ?? Number(environment.CHAIN_PORT ?? DEFAULT_CHAIN_PORT))

  const chain = await startLocalChain({ port: chainPort })
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
      chain: {
        contracts: chain.contracts,
        // the development signer the local vault trusts; a real deployment configures its own key
        signer: createClaimSigner({
          privateKey: DEV_CLAIM_SIGNER_PRIVATE_KEY,
          chainId: chain.chainId,
          vault: chain.contracts.claimVault,
        }),
        reader: createChainReader({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, contracts: chain.contracts }),
      },
    })
    return {
      url: server.url,
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      contracts: chain.contracts,
      stop: async () => {
        await server.close()
        await chain.stop()
      },
    }
  } catch (error) {
    await chain.stop()
    throw error
  }
}
