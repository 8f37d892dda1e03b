import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startKoi } from '../../../scripts/stack.ts'

/** Members in the e2e demo data: enough for paged leaderboards, small enough to seed quickly. */
export const E2E_SEED_MEMBERS = 2000

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database seeded once for the whole e2e run; each test file starts on a copy. */
    seededDataDir: string
  }
}

/**
 * Seeds the demo data once for the e2e project, by starting the real stack on an empty database and
 * stopping it; every test file then starts its own chain and server on a copy of that database, so
 * files stay independent without paying for seeding each time.
 */
export default async function seedOnce(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'koi-e2e-seeded-'))
  const stack = await startKoi({
    port: 0,
    chainPort: 0,
    dataDir,
    seedMembers: E2E_SEED_MEMBERS,
    environment: { NODE_ENV: 'test' },
  })
  await stack.stop()
  project.provide('seededDataDir', dataDir)
  return () => rmSync(dataDir, { recursive: true, force: true })
}
