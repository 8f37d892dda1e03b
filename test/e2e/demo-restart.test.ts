// `npm start` a second time on the same folder: the demo chain is new at every start (an in-memory
// node), so the restart replays the history for the instant its database was seeded for. It must be
// the same chain, hash for hash: the indexer then resumes at its checkpoints and reads nothing again.
// The first start is the e2e run's own (harness/seededDatabase.ts); this file restarts a copy of it.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { startKoi } from '../../scripts/stack.ts'
import { openDatabase } from '../../server/db/connect.ts'
import { itemMetadata } from '../../server/db/schema/index.ts'
import { demoCollectionAddress } from '../../server/seed/data/deployment.ts'
import { demoStarted, E2E_SEED_MEMBERS } from './harness/demoStarted'

const BATTLECARDS = demoCollectionAddress('battlecards')

/** When each Battlecard's metadata was read, from a stopped stack's folder. */
async function metadataReadTimes(dataDir: string): Promise<Map<string, number>> {
  const database = await openDatabase({ dataDir })
  try {
    const rows = await database.db
      .select({ tokenId: itemMetadata.tokenId, fetchedAt: itemMetadata.fetchedAt })
      .from(itemMetadata)
      .where(eq(itemMetadata.tokenAddress, BATTLECARDS))
    return new Map(rows.map((row) => [String(row.tokenId), row.fetchedAt.getTime()]))
  } finally {
    await database.close()
  }
}

describe('the demo restarted on its folder', () => {
  it('replays the same blocks, hash for hash, and keeps what its indexer read', async () => {
    const demo = await demoStarted()
    const first = demo.fork.replayed
    const dataDir = mkdtempSync(join(tmpdir(), 'koi-e2e-restart-'))
    try {
      cpSync(demo.dataDir, dataDir, { recursive: true })
      const read = await metadataReadTimes(dataDir)
      expect(read.size).toBe(10_000)
      // the tokenURIs name the first start's port, so the restart takes it again, as `npm start` keeps 8787
      const stack = await startKoi({
        port: demo.port,
        chainPort: 0,
        dataDir,
        demoChain: true,
        seedMembers: E2E_SEED_MEMBERS,
        environment: { NODE_ENV: 'test' },
      })
      try {
        expect(stack.demoChain?.replayed.headHash).toBe(first.headHash)
        const answer = await fetch(`${stack.url}/api/collections/battlecards/indexing`)
        const progress = ((await answer.json()) as { data: { indexing: { indexedBlock: number } | null } }).data
        expect(progress.indexing?.indexedBlock).toBeGreaterThanOrEqual(first.head)
      } finally {
        await stack.stop()
      }
      // not one token's metadata read again: the indexer resumed at its checkpoints
      expect(await metadataReadTimes(dataDir)).toEqual(read)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
