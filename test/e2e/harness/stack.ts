import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startKoi, type KoiStack } from '../../../scripts/stack.ts'
import { demoStarted, E2E_SEED_MEMBERS } from './demoStarted'

export type TestStack = KoiStack & { baseUrl: string }

/**
 * The real stack for a browser test: its own chain and server on free ports, on a fresh copy of the
 * database the e2e run's demo start indexed (`seededDatabase.ts`), its chain a fork of that start's
 * at the block the copy was indexed to, serving the built `dist/`
 * (`npm run test:e2e` builds it first). `environment` adds to the server's settings: a second server in
 * multi mode beside a file's first stack, for instance, with `SITE_MODE` and that stack's chain.
 */
export async function startStack(environment: Record<string, string> = {}): Promise<TestStack> {
  const demo = await demoStarted()
  const dataDir = mkdtempSync(join(tmpdir(), 'koi-e2e-db-'))
  cpSync(demo.dataDir, dataDir, { recursive: true })
  const stack = await startKoi({
    port: 0,
    chainPort: 0,
    dataDir,
    // already seeded and indexed: the copy is taken as it is, its chain forked
    seedMembers: E2E_SEED_MEMBERS,
    // unless the file brings a chain of its own (RPC_URL): its collections, or another stack's chain
    demoChainFork: environment.RPC_URL ? undefined : demo.fork,
    // the page's member and every member a test signs in over HTTP come from 127.0.0.1: the login
    // limit of one address is the server suite's to test, not something a file of walks should meet
    environment: { NODE_ENV: 'test', RATE_LIMIT_LOGIN: '1000', ...environment },
  })
  return {
    ...stack,
    baseUrl: stack.url,
    stop: async () => {
      await stack.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
