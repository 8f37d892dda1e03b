import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** The channel the `koi_notify_change` trigger (migration 0001) writes `{schema}.{table}` to. */
export const CHANGES_CHANNEL = 'koi_changes'

/**
 * Table changes as the database reports them, after commit, whichever process or tool wrote them.
 * Caches trust their entries only while `live` holds: while notices may be missed (the listening
 * connection is down) they must read through.
 */
export interface ChangeFeed {
  readonly live: boolean
  /** `listener` gets the changed table's name, or `*` when notices may have been missed. */
  subscribe(listener: (table: string) => void): () => void
  close(): Promise<void>
}

function listeners() {
  const all = new Set<(table: string) => void>()
  return {
    add(listener: (table: string) => void) {
      all.add(listener)
      return () => void all.delete(listener)
    },
    emit(table: string) {
      for (const listener of all) listener(table)
    },
  }
}

const tableOf = (payload: string, schema: string) =>
  payload.startsWith(`${schema}.`) ? payload.slice(schema.length + 1) : null

/** The embedded database delivers notices on its one connection, right after the statement that commits. */
export async function pgliteChanges(client: PGlite): Promise<ChangeFeed> {
  const subscribers = listeners()
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => {
    const table = tableOf(payload, 'public')
    if (table) subscribers.emit(table)
  })
  let open = true
  return {
    get live() {
      return open && !client.closed
    },
    subscribe: (listener) => subscribers.add(listener),
    close: async () => {
      open = false
      if (!client.closed) await unlisten()
    },
  }
}

/**
 * PostgreSQL: one connection of its own that LISTENs. Notices are per database, so tables of
 * other schemas (other test files, other deployments on the same database) are ignored. When the
 * connection fails, everything cached is dropped and the feed reconnects.
 */
export async function postgresChanges(
  connectionString: string,
  schema: string,
  /** Told when the listening connection is lost (it is opened again every second until it is back). */
  onLost?: (error: Error) => void,
): Promise<ChangeFeed> {
  const subscribers = listeners()
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const connect = async () => {
    // a database that does not answer fails the attempt within seconds, and the next one follows
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 3000, keepAlive: true })
    next.on('notification', (message) => {
      const table = message.payload === undefined ? null : tableOf(message.payload, schema)
      if (table) subscribers.emit(table)
    })
    next.on('error', (error) => lost(next, error))
    next.on('end', () => lost(next, new Error('the change notices connection ended')))
    await next.connect()
    await next.query(`LISTEN ${CHANGES_CHANNEL}`)
    client = next
    // whatever changed while nobody listened is unknown
    subscribers.emit('*')
  }
  const reconnectSoon = () => {
    if (!closed) retry = setTimeout(() => void connect().catch(reconnectSoon), 1000)
  }
  const lost = (which: pg.Client, error: Error) => {
    if (client !== which) return
    client = null
    onLost?.(error)
    subscribers.emit('*')
    reconnectSoon()
  }

  await connect()
  return {
    get live() {
      return client !== null
    },
    subscribe: (listener) => subscribers.add(listener),
    close: async () => {
      closed = true
      clearTimeout(retry)
      const last = client
      client = null
      await last?.end()
    },
  }
}
