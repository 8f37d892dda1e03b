import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { findFreeKeptPort } from '../../../contracts/free-port.ts'
import type { DemoChainFork } from '../../../contracts/local-chain.ts'
import { startKoi } from '../../../scripts/stack.ts'

/** Members in the e2e demo data: enough for paged leaderboards, fewer than the demo's 10,000 to seed quickly. */
export const E2E_SEED_MEMBERS = 2000

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded database of the run's demo start, its chain indexed; each test file starts on a copy. */
    seededDataDir: string
    /** The run's demo chain, which each test file forks at the block its copy was indexed to. */
    demoChainFork: DemoChainFork
    /** The port the demo start served on, which its tokenURIs name: a restart of its folder takes it again. */
    seededPort: number
  }
}

/**
 * Starts the demo once for the e2e project as `npm start` does: its NFT history replayed on a local
 * chain and indexed into an empty database, with the rest of the demo data seeded. The server stops
 * and the chain goes on serving: every test file then starts its own server on a copy of that
 * database, on a chain forking this one, so files stay independent without replaying the history.
 */
export default async function startDemoOnce(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'koi-e2e-seeded-'))
  const port = await findFreeKeptPort()
  const stack = await startKoi({
    port,
    chainPort: 0,
    dataDir,
    seedMembers: E2E_SEED_MEMBERS,
    demoChain: true,
    environment: { NODE_ENV: 'test' },
  })
  await stack.stopServer()
  if (!stack.demoChain) throw new Error('the e2e demo start did not replay its chain')
  project.provide('seededDataDir', dataDir)
  project.provide('demoChainFork', stack.demoChain)
  project.provide('seededPort', port)
  return async () => {
    await stack.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
