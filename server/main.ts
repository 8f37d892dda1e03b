import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createApp } from './app'
import { EnvError, parseEnv, type Env } from './config/env'
import { assertRealStartSettings } from './config/realStart'
import { openDatabase } from './db/connect'
import { startSweeping } from './maintenance/sweep'
import { applyConfiguredAdmins } from './auth/admins'
import type { SeedJob } from './seedProcess'
import { ChainConfigError, configuredChain } from './chain'
import { swapChainOf, type SwapChain } from './modules/swaps/chain'

export interface StartOptions {
  port?: number
  host?: '127.0.0.1'
  env?: Env
  /** Folder of the embedded database (`.data/pglite` by default). */
  dataDir?: string
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string
  pgSchema?: string
  chain?: SwapChain
  /**
   * Seed the demo data on first start. Only the demo start (`npm start`) and the test stacks ask for
   * it; a real start creates the schema and nothing else (default false).
   */
  seed?: boolean
  /** Members in the seeded leaderboard (the demo default is 10,000). */
  seedMembers?: number
  distDir?: string
}

export interface RunningServer {
  url: string
  close(): Promise<void>
}

/**
 * Seeds (when the database is empty) in a process of its own. Seeding takes the embedded database
 * and the generated demo data to their peak memory, and neither WebAssembly memory nor the
 * allocator's arenas shrink afterwards: when that process ends all of it goes back to the system,
 * and the server keeps only what serving needs. It runs the TypeScript sources through tsx, as the
 * server itself does.
 */
async function seedApart(job: SeedJob): Promise<void> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
  const script = fileURLToPath(new URL('./seedProcess.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', tsx, script, JSON.stringify(job)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail)
    child.once('exit', done)
  })
  if (code !== 0) throw new Error(`seeding the database failed (exit code ${code})`)
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? parseEnv()
  const target = options.databaseUrl
    ? { databaseUrl: options.databaseUrl, pgSchema: options.pgSchema }
    : { dataDir: options.dataDir ?? resolve('.data/pglite') }
  if (options.seed === true) {
    await seedApart({ target, members: options.seedMembers, swapAddress: options.chain?.contracts.claimVault })
  }
  const database = await openDatabase(target)
  await applyConfiguredAdmins(database.db, env.adminAccounts)
  const app = createApp({
    db: database.db,
    env,
    changes: await database.watchChanges(),
    chain: options.chain,
    distDir: options.distDir,
  })
  const server = await new Promise<ReturnType<typeof serve>>((done, fail) => {
    const running = serve(
      { fetch: app.fetch, port: options.port ?? env.port, hostname: options.host ?? '127.0.0.1' },
      () => done(running),
    )
    // a port already taken fails the start (EADDRINUSE) instead of leaving it waiting
    running.once('error', fail)
  }).catch(async (error: unknown) => {
    await database.close()
    throw error
  })
  const { port } = server.address() as AddressInfo
  const stopSweeping = startSweeping(database.db)
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await stopSweeping()
      await new Promise<void>((done) => server.close(() => done()))
      await database.close()
    },
  }
}

// `tsx server/main.ts`: start with the environment (DATABASE_URL selects PostgreSQL)
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    assertRealStartSettings()
    const env = parseEnv()
    // the chain the environment names (RPC_URL, CLAIM_VAULT_ADDRESS, ...); without one the claim calls answer 409
    const chainConfig = configuredChain(process.env)
    const running = await startServer({
      env,
      chain: chainConfig && swapChainOf(chainConfig),
      databaseUrl: process.env.DATABASE_URL || undefined,
      pgSchema: process.env.DATABASE_SCHEMA || undefined,
      dataDir: process.env.DATA_DIR || undefined,
      // a real deployment seeds nothing; SEED_DEMO=1 asks for the demo data explicitly
      seed: process.env.SEED_DEMO === '1' || process.env.SEED_DEMO === 'true',
      seedMembers: process.env.SEED_MEMBERS ? Number(process.env.SEED_MEMBERS) : undefined,
    })
    console.log(`Koi listening on ${running.url}`)
    const stop = () => void running.close().then(() => process.exit(0))
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  } catch (error) {
    console.error(error instanceof EnvError || error instanceof ChainConfigError ? error.message : error)
    process.exit(1)
  }
}
