import { getAddress } from 'viem'
import type { PgTable } from 'drizzle-orm/pg-core'
import { getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../db/connect'

const BATCH = 5000

/** Addresses are stored checksummed so equality is exact; the same few repeat, so remember them. */
export function checksummer() {
  const seen = new Map<string, string>()
  return (address: string) => {
    let value = seen.get(address)
    if (value === undefined) {
      value = getAddress(address)
      seen.set(address, value)
    }
    return value
  }
}

/**
 * Bulk insert through one JSON parameter per batch (`jsonb_populate_recordset`): far fewer bound
 * parameters than a multi-row VALUES, which keeps seeding 10,000 items in seconds on PGlite.
 */
export async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  // the columns the rows give, by their keys in a row; the database writes serial and generated ones
  const written = Object.entries(getTableColumns(table)).filter(
    ([, column]) => column.columnType !== 'PgSerial' && !column.generated,
  )
  const names = sql.join(
    written.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  )
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map((row) => {
      const record: Record<string, unknown> = {}
      for (const [key, column] of written) {
        const value = (row as Record<string, unknown>)[key]
        // JSON has no bigint: wei goes as its digits, which the numeric column reads exactly
        record[column.name] =
          value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? value.toString() : value
      }
      return record
    })
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(batch)}::jsonb)`,
    )
  }
}

/**
 * Runs `write` in one transaction that writes no live events: no page is open on a database being
 * filled in bulk, and its thousands of rows would each be one.
 */
export async function writeInBulk(db: Db, write: (run: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const run = tx as unknown as Db
    await run.execute(sql`select set_config('koi.live_events', 'off', true)`)
    await write(run)
  })
}
