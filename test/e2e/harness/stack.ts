import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startKoi, type KoiStack } from '../../../scripts/stack.ts'

export type TestStack = KoiStack & { baseUrl: string }

/**
 * The real stack for a browser test: its own chain and server on free ports, a fresh embedded
 * database in a temporary folder, the built `dist/` (`npm run test:e2e` builds it first).
 */
export async function startStack(options: { seedMembers?: number } = {}): Promise<TestStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'koi-e2e-db-'))
  const stack = await startKoi({
    port: 0,
    chainPort: 0,
    dataDir,
    seedMembers: options.seedMembers ?? 2000,
    environment: { NODE_ENV: 'test' },
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
