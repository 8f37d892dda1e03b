import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type DbTarget } from '../../server/db/connect'
import { storedDemoInstant } from '../../server/seed/demoInstant'
import { seedDatabase } from '../../server/seed/load'
import { databaseTargets, testDemoData } from './harness'

// The demo chain replays its history for the instant the database was seeded for: the seed keeps
// that instant, and a restart reads it back before the chain starts.

const folders: string[] = []
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

function freshTarget(kind: 'pglite' | 'postgres'): DbTarget {
  if (kind === 'postgres') {
    return { databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: `demo_instant_${process.pid}_${Date.now()}` }
  }
  const folder = mkdtempSync(join(tmpdir(), 'koi-demo-instant-'))
  folders.push(folder)
  return { dataDir: join(folder, 'pglite') }
}

describe.each(databaseTargets)('the demo instant (%s)', (kind) => {
  it('is the instant the seeded data was generated for, read back from the database', async () => {
    const target = freshTarget(kind)
    const data = testDemoData()
    // migrated and empty: no demo was generated for it yet
    await (await openDatabase(target)).close()
    expect(await storedDemoInstant(target)).toBeUndefined()
    const database = await openDatabase(target)
    try {
      await seedDatabase(database.db, data)
    } finally {
      await database.close()
    }
    expect((await storedDemoInstant(target))?.toISOString()).toBe(new Date(data.generatedAt).toISOString())
  })
})

it('is unknown for an embedded database that does not exist yet, which asking does not create', async () => {
  const target = freshTarget('pglite')
  expect(await storedDemoInstant(target)).toBeUndefined()
  expect(existsSync(target.dataDir ?? '')).toBe(false)
  // no folder at all: an in-memory database holds no demo from before
  expect(await storedDemoInstant({})).toBeUndefined()
})
