import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/connect'
import { demoInstant } from '../../server/db/schema'
import { readDemoInstant, storedDemoInstant } from '../../server/seed/demoInstant'
import { databaseTargets, openTestDatabase, testDemoData } from './harness'
import { openDatabaseCopy } from './testDatabases'

// The demo chain replays its history for the instant the database was seeded for: the seed keeps
// that instant, and a restart reads it back before the chain starts.

const folder = mkdtempSync(join(tmpdir(), 'koi-demo-instant-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe.each(databaseTargets)('the demo instant (%s)', (target) => {
  it('is the instant the seeded data was generated for', async () => {
    const database = await openDatabaseCopy(target, { seeded: true })
    try {
      expect((await readDemoInstant(database.db))?.toISOString()).toBe(
        new Date(testDemoData().generatedAt).toISOString(),
      )
    } finally {
      await database.close()
    }
  })

  it('is unknown for a database that was never seeded', async () => {
    const database = await openTestDatabase(target)
    try {
      expect(await readDemoInstant(database.db)).toBeUndefined()
    } finally {
      await database.close()
    }
  })
})

describe('the demo instant of an embedded database folder', () => {
  it('is read back from the folder, opened on its own before the server opens it', async () => {
    const dataDir = join(folder, 'seeded')
    const instant = new Date('2026-11-01T12:00:00Z')
    const database = await openDatabase({ dataDir })
    try {
      await database.db.insert(demoInstant).values({ id: 1, instant })
    } finally {
      await database.close()
    }
    expect((await storedDemoInstant({ dataDir }))?.toISOString()).toBe(instant.toISOString())
  })

  it('is unknown for a folder that does not exist, which asking does not create', async () => {
    const dataDir = join(folder, 'absent')
    expect(await storedDemoInstant({ dataDir })).toBeUndefined()
    expect(existsSync(dataDir)).toBe(false)
    // no folder at all: an in-memory database holds no demo from before
    expect(await storedDemoInstant({})).toBeUndefined()
  })
})
