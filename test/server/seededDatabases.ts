import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase, type Database } from '../../server/db/connect'
import { generateDemoData } from '../../server/seed/data'
import { seedWithNftRows } from '../fixtures/nftRows'
import { TEST_DATA_OPTIONS, TEST_PG_SCHEMA, adminQuery, databaseUrlNamed } from './testDatabases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The instant the suite's demo data was generated for: each worker generates the same data. */
    testDataNow: string
    /** The embedded database migrated and seeded with that data, dumped to a file. */
    seededPgliteDump: string
    /** The embedded database migrated only, dumped to a file. */
    migratedPgliteDump: string
    /** A PostgreSQL database migrated and seeded, which each test copies; '' without TEST_DATABASE_URL. */
    seededPostgresTemplate: string
    /** A PostgreSQL database migrated only, which each test copies; '' without TEST_DATABASE_URL. */
    migratedPostgresTemplate: string
  }
}

/** What the seeding made for the run, handed to each project that asks for it. */
interface SeededDatabases {
  now: string
  seededPgliteDump: string
  migratedPgliteDump: string
  seededPostgresTemplate: string
  migratedPostgresTemplate: string
  remove(): Promise<void>
}

/**
 * The run's one seeding, shared by the projects that set this file up (the server and contract
 * suites): vitest runs each project's global setup in the one main process, and each would
 * otherwise seed its own copies. The last project to finish removes them.
 */
const shared = globalThis as { koiSeededDatabases?: { made: Promise<SeededDatabases>; users: number } }

/**
 * Migrates and seeds the test databases once for the run: every test file then starts on a copy (a
 * dump loaded into a fresh embedded database, or `CREATE DATABASE … TEMPLATE` on PostgreSQL), so
 * files stay independent without each paying for the migrations and the seeding.
 */
export default async function seedTestDatabasesOnce(project: TestProject): Promise<() => Promise<void>> {
  shared.koiSeededDatabases ??= { made: seedTestDatabases(), users: 0 }
  const run = shared.koiSeededDatabases
  run.users += 1
  const made = await run.made
  project.provide('testDataNow', made.now)
  project.provide('seededPgliteDump', made.seededPgliteDump)
  project.provide('migratedPgliteDump', made.migratedPgliteDump)
  project.provide('seededPostgresTemplate', made.seededPostgresTemplate)
  project.provide('migratedPostgresTemplate', made.migratedPostgresTemplate)
  return async () => {
    run.users -= 1
    if (run.users > 0) return
    shared.koiSeededDatabases = undefined
    await made.remove()
  }
}

async function seedTestDatabases(): Promise<SeededDatabases> {
  const now = new Date()
  const data = generateDemoData({ ...TEST_DATA_OPTIONS, now })
  const folder = mkdtempSync(join(tmpdir(), 'koi-test-databases-'))
  const adminUrl = process.env.TEST_DATABASE_URL
  const templates: string[] = []

  const dumpEmbedded = async (seeded: boolean) => {
    const database = await openDatabase()
    if (seeded) await seedWithNftRows(database.db, data)
    const file = join(folder, seeded ? 'seeded.tar' : 'migrated.tar')
    writeFileSync(file, new Uint8Array(await (await dump(database)).arrayBuffer()))
    await database.close()
    return file
  }
  const postgresTemplate = async (seeded: boolean) => {
    if (!adminUrl) return ''
    const name = `koi_template_${randomBytes(4).toString('hex')}_${seeded ? 'seeded' : 'migrated'}`
    await adminQuery(adminUrl, `create database ${name}`)
    templates.push(name)
    const database = await openDatabase({ databaseUrl: databaseUrlNamed(adminUrl, name), pgSchema: TEST_PG_SCHEMA })
    if (seeded) await seedWithNftRows(database.db, data)
    await database.close()
    return name
  }

  // the embedded databases one after the other: both would run on this one thread anyway
  const embedded = (async (): Promise<[string, string]> => [await dumpEmbedded(true), await dumpEmbedded(false)])()
  const [[seededPgliteDump, migratedPgliteDump], seededPostgresTemplate, migratedPostgresTemplate] = await Promise.all([
    embedded,
    postgresTemplate(true),
    postgresTemplate(false),
  ])
  return {
    now: now.toISOString(),
    seededPgliteDump,
    migratedPgliteDump,
    seededPostgresTemplate,
    migratedPostgresTemplate,
    remove: async () => {
      rmSync(folder, { recursive: true, force: true })
      if (adminUrl)
        for (const name of templates) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

function dump(database: Database): Promise<Blob> {
  if (!database.dump) throw new Error('only the embedded database can be dumped')
  return database.dump()
}
