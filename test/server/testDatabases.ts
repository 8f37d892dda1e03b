import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Logger } from 'drizzle-orm'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../../server/db/connect'
import type { DemoDataOptions } from '../../server/seed/data/types'

/** Demo data with a small member table: enough for every rule, quick to seed. */
export const TEST_DATA_OPTIONS: DemoDataOptions = { members: 300 }

/** The PostgreSQL schema of the template databases, and so of each test's copy. */
export const TEST_PG_SCHEMA = 'koi'

/** The connection string of another database on the same PostgreSQL server. */
export function databaseUrlNamed(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/** Runs one statement on its own connection (creating and dropping databases). */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A database of its own for a test: a copy of the run's migrated database, seeded with the test demo
 * data or not (see `seededDatabases.ts`). A PostgreSQL copy is dropped when it is closed.
 */
export async function openDatabaseCopy(
  target: 'pglite' | 'postgres',
  options: { seeded: boolean; logger?: Logger },
): Promise<Database> {
  if (target === 'pglite') {
    const dump = inject(options.seeded ? 'seededPgliteDump' : 'migratedPgliteDump')
    return openDatabase({ loadDataDir: new Blob([readFileSync(dump)]), logger: options.logger })
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  const template = inject(options.seeded ? 'seededPostgresTemplate' : 'migratedPostgresTemplate')
  if (!adminUrl || !template) throw new Error('the PostgreSQL tests need TEST_DATABASE_URL')
  const name = `koi_test_${randomBytes(6).toString('hex')}`
  await adminQuery(adminUrl, `create database ${name} template ${template}`)
  const database = await openDatabase({
    databaseUrl: databaseUrlNamed(adminUrl, name),
    pgSchema: TEST_PG_SCHEMA,
    poolSize: 12,
    logger: options.logger,
  })
  return {
    ...database,
    close: async () => {
      await database.close()
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`)
    },
  }
}
