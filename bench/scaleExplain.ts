/**
 * Which calls read a whole large table: each call is answered once by the app in this process, on
 * the same database, with every statement it runs recorded; each statement is then run again under
 * `EXPLAIN (ANALYZE, BUFFERS)` (in a transaction rolled back, so a write changes nothing), and a
 * plan is printed when one of its scans reads at least 90% of a table of more than 100,000 rows.
 */
import pg from 'pg'
import type { Logger } from 'drizzle-orm'
import { createApp } from '../server/app'
import { parseEnv } from '../server/config/env'
import { openDatabase } from '../server/db/connect'
import { bodyOf, type Call, type Fixture } from './scaleCalls'

export const WHOLE_TABLE_ROWS = 100_000

export interface WholeTableRead {
  call: string
  table: string
  rowsRead: number
  tableRows: number
  statement: string
  plan: string
}

const SCAN =
  /(?:Parallel )?(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan)(?: Backward)?(?: using \S+)? on (\S+)/
const ACTUAL = /actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/
const REMOVED = /Rows Removed by (?:Filter|Index Recheck): (\d+)/

/** Each scan of the plan with the rows it read (returned and removed, over all loops). */
export function scansOf(plan: string): { table: string; rowsRead: number }[] {
  const lines = plan.split('\n')
  const scans: { table: string; rowsRead: number }[] = []
  lines.forEach((line, index) => {
    const scan = SCAN.exec(line)
    const actual = ACTUAL.exec(line)
    if (!scan?.[2] || !actual) return
    const loops = Number(actual[2])
    let removed = 0
    // the node's own detail lines, until the next node
    for (const detail of lines.slice(index + 1)) {
      if (detail.includes('->')) break
      const match = REMOVED.exec(detail)
      if (match) removed += Number(match[1])
    }
    scans.push({ table: scan[2], rowsRead: Number(actual[1]) * loops + removed * loops })
  })
  return scans
}

export async function wholeTableReads(databaseUrl: string, fixture: Fixture, list: Call[]): Promise<WholeTableRead[]> {
  let recorded: { query: string; params: unknown[] }[] = []
  const logger: Logger = { logQuery: (query, params) => recorded.push({ query, params }) }
  const database = await openDatabase({ databaseUrl, logger, poolSize: 2 })
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const found: WholeTableRead[] = []
  try {
    const sizes = await client.query<{ relname: string; reltuples: number }>(
      `select relname, reltuples::float8 as reltuples from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    )
    const rowsOf = new Map(sizes.rows.map((row) => [row.relname, row.reltuples]))
    const app = createApp({ db: database.db, env: parseEnv({ TABLE_CACHE: 'off' }), distDir: '/nonexistent' })
    for (const call of list) {
      recorded = []
      const cookie = call.cookies?.(fixture)[0]
      const sent = bodyOf(call, fixture)
      const response = await app.request(`http://127.0.0.1${call.path(fixture)}`, {
        method: call.method,
        headers: {
          ...(sent === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
        body: sent === undefined ? undefined : JSON.stringify(sent),
      })
      if (response.status >= 300) throw new Error(`${call.name}: ${response.status} ${await response.text()}`)
      // the statements themselves, not the transaction's begin and commit
      for (const { query, params } of recorded.filter((entry) =>
        /^\s*(select|insert|update|delete|with)\b/i.test(entry.query),
      )) {
        await client.query('begin')
        let plan: string
        try {
          const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query}`, params)
          plan = result.rows.map((row) => row['QUERY PLAN']).join('\n')
        } catch (error) {
          // a write replayed alone may break a rule the request kept (a count's decrement after its
          // row was deleted): its plan is by key and is left out; a read must always replay
          if (/^\s*select\b/i.test(query)) throw error
          continue
        } finally {
          await client.query('rollback')
        }
        for (const scan of scansOf(plan)) {
          const tableRows = rowsOf.get(scan.table.replace(/^public\./, '')) ?? 0
          if (tableRows > WHOLE_TABLE_ROWS && scan.rowsRead >= 0.9 * tableRows) {
            found.push({
              call: call.name,
              table: scan.table,
              rowsRead: scan.rowsRead,
              tableRows,
              statement: query,
              plan,
            })
            break
          }
        }
      }
    }
  } finally {
    await client.end()
    await database.close()
  }
  return found
}
