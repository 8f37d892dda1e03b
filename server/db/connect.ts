import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { Logger } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { pgliteChanges, postgresChanges, type ChangeFeed } from './changes'
import * as schema from './schema'

export type Schema = typeof schema
/** The database, whichever driver is underneath: both speak the same PostgreSQL schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface DbTarget {
  /** PostgreSQL connection string; the embedded database is used when absent. */
  databaseUrl?: string
  /** PostgreSQL schema to use (tests give each file its own); `public` by default. */
  pgSchema?: string
  /** Folder of the embedded database; in memory when absent. */
  dataDir?: string
  /** An embedded database's dump (`PGlite.dumpDataDir`) to start from instead of an empty one. */
  loadDataDir?: Blob
  /** Most connections the PostgreSQL pool opens. */
  poolSize?: number
  /** Told every statement the server runs (tests count the statements of a call with it). */
  logger?: Logger
  /** Told each error of a PostgreSQL connection that no call was waiting on (a restart, a failover). */
  onConnectionError?: (error: Error) => void
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The PostgreSQL pool (shared rate limits and pool figures use it); absent on the embedded database. */
  pool?: pg.Pool
  /** Starts listening for table changes (see `changes.ts`); closed with the database. */
  watchChanges(): Promise<ChangeFeed>
  /** The embedded database's whole data folder as one file (a tar); absent on PostgreSQL. */
  dump?: () => Promise<Blob>
  close(): Promise<void>
}

/**
 * The embedded database lives in the server's WebAssembly memory, and PostgreSQL's buffer pool is
 * held (touched) for the life of the process. The demo database is about 55 MB; what the calls read
 * often (items, traits, the leaderboard) is cached above it as derived values, so 16 MB of buffers
 * serve it (32 MB cost about 25 MB more resident memory for no measured gain in bench:server).
 */
const EMBEDDED_SETTINGS = ['shared_buffers = 16MB']

/** How long a call waits for a new PostgreSQL connection before it fails. */
const CONNECT_TIMEOUT_MS = 3000

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Opens the database and applies the migrations. */
export async function openDatabase(target: DbTarget = {}): Promise<Database> {
  if (target.databaseUrl) {
    const pgSchema = target.pgSchema ?? 'public'
    if (!/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error(`invalid PostgreSQL schema name ${pgSchema}`)
    const setup = new pg.Client({ connectionString: target.databaseUrl })
    await setup.connect()
    await setup.query(`create schema if not exists ${pgSchema}`)
    await setup.end()
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: target.poolSize ?? 10,
      options: `-c search_path=${pgSchema}`,
      // while the database is down or restarting a call fails within seconds instead of waiting
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    })
    // A connection the database ends (`pg_ctl stop`, a failover) emits 'error', idle in the pool or
    // held by a call between two statements; unheard, that event ends the process. The call fails
    // (503) and the pool opens a new connection when the next call asks.
    const connectionLost = (error: Error) => target.onConnectionError?.(error)
    pool.on('error', connectionLost)
    pool.on('connect', (client) => client.on('error', connectionLost))
    const db = drizzlePg(pool, { schema, logger: target.logger })
    await migratePg(db, { migrationsFolder, migrationsSchema: pgSchema })
    const feeds: ChangeFeed[] = []
    return {
      db,
      kind: 'postgres',
      pool,
      watchChanges: async () => {
        const feed = await postgresChanges(target.databaseUrl ?? '', pgSchema, target.onConnectionError)
        feeds.push(feed)
        return feed
      },
      close: async () => {
        await Promise.all(feeds.map((feed) => feed.close()))
        await pool.end()
      },
    }
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true })
  // one options object: given with an undefined folder first, PGlite drops its second argument
  const client = new PGlite({
    dataDir: target.dataDir,
    postgresqlconf: EMBEDDED_SETTINGS,
    loadDataDir: target.loadDataDir,
  })
  const db = drizzlePglite(client, { schema, logger: target.logger })
  await migratePglite(db, { migrationsFolder })
  const feeds: ChangeFeed[] = []
  return {
    db,
    kind: 'pglite',
    watchChanges: async () => {
      const feed = await pgliteChanges(client)
      feeds.push(feed)
      return feed
    },
    // a checkpoint first: the copy then starts without replaying the write-ahead log since the last one
    dump: async () => {
      await client.exec('checkpoint')
      return client.dumpDataDir('none')
    },
    close: async () => {
      await Promise.all(feeds.map((feed) => feed.close()))
      await client.close()
    },
  }
}
