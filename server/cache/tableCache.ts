import type { ChangeFeed } from '../db/changes'
import { SerializedJson } from '../http/serializedJson'

/** Tables whose changes drop cached values (each has the change trigger of migration 0001). */
export type WatchedTable = 'collections' | 'items' | 'item_traits' | 'sales' | 'listings' | 'reactions' | 'leaderboard'

export interface CacheOptions {
  /** Recompute now (the spec's `refreshCache=true`). */
  refresh?: boolean
  /**
   * For values that also depend on the clock (stats over the last day): after this long the
   * value is recomputed in the background while the old one is still served.
   */
  maxAgeMs?: number
  /**
   * A change to one of its tables marks the value stale instead of dropping it: it is still served
   * while one recompute runs, and replaced when that settles (a page kept for every visitor, which
   * the browser brings up to date as it takes it over). A change during the recompute leaves the
   * new value stale too.
   */
  staleOnChange?: boolean
}

/** What the cache holds now: values, their estimated bytes, and keys in the by-table index. */
export interface CacheStats {
  entries: number
  bytes: number
  indexedKeys: number
}

/**
 * Values derived from the database, kept until one of the tables they read changes. Changes come
 * from the database's change feed (any writer, any process); a process that writes also drops
 * what it wrote at once with `invalidate`, so it reads its own writes before the notice arrives.
 * Without a live feed nothing is kept: every read goes to the database.
 */
export interface TableCache {
  get<T>(key: string, tables: readonly WatchedTable[], compute: () => Promise<T>, options?: CacheOptions): Promise<T>
  invalidate(table: WatchedTable): void
  stats(): CacheStats
}

interface Entry {
  value: Promise<unknown>
  tables: readonly WatchedTable[]
  at: number
  refreshing: boolean
  /** Served until recomputed: a table it reads changed (`staleOnChange`). */
  stale: boolean
  /** Kept through its tables' changes, marked stale (the option of the same name). */
  staleOnChange: boolean
  /** Changes to its tables seen while kept: a recompute that began before the last one is stale too. */
  changes: number
  /** Estimated bytes of the key and, once settled, of the value. */
  bytes: number
}

/**
 * Estimated bytes the cache may hold by default (TABLE_CACHE_MB): pages of every filter, search
 * and offset could otherwise pile up. The least recently used values go first.
 */
export const TABLE_CACHE_BYTES = 64 * 1024 * 1024

/** The map entries, the index entries and the entry object of one key: counted for every key. */
const ENTRY_OVERHEAD_BYTES = 256

/**
 * An estimate of what a settled value holds in memory. A serialized answer keeps its text (up to
 * 2 bytes a character), its encoded bytes and up to two compressed copies: 4 bytes a character.
 * Anything else is counted as its JSON text; what has none (a bigint) as a kilobyte.
 */
export function estimatedBytes(value: unknown): number {
  if (value instanceof SerializedJson) return value.text.length * 4
  try {
    return (JSON.stringify(value) ?? '').length * 2
  } catch {
    return 1024
  }
}

export function createTableCache(feed?: ChangeFeed, maxBytes = TABLE_CACHE_BYTES): TableCache {
  // in least recently used order: a hit moves its key to the end
  const entries = new Map<string, Entry>()
  const keysByTable = new Map<WatchedTable, Set<string>>()
  let bytes = 0

  /** Forgets a key everywhere: its entry, its bytes and its place in the by-table index. */
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
    for (const table of entry.tables) {
      const keys = keysByTable.get(table)
      keys?.delete(key)
      if (keys?.size === 0) keysByTable.delete(table)
    }
  }

  const evict = () => {
    while (bytes > maxBytes) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      remove(oldest)
    }
  }

  const drop = (table: string) => {
    if (table === '*') {
      entries.clear()
      keysByTable.clear()
      bytes = 0
      return
    }
    for (const key of [...(keysByTable.get(table as WatchedTable) ?? [])]) {
      const entry = entries.get(key)
      if (entry?.staleOnChange) {
        entry.stale = true
        entry.changes++
      } else remove(key)
    }
  }
  feed?.subscribe(drop)

  const store = (key: string, entry: Entry) => {
    remove(key)
    entries.set(key, entry)
    bytes += entry.bytes
    for (const table of entry.tables) {
      let keys = keysByTable.get(table)
      if (!keys) keysByTable.set(table, (keys = new Set()))
      keys.add(key)
    }
    // counted once settled too: a value is sized when it is known
    entry.value.then(
      (value) => {
        if (entries.get(key) !== entry) return
        const settled = key.length * 2 + ENTRY_OVERHEAD_BYTES + estimatedBytes(value)
        bytes += settled - entry.bytes
        entry.bytes = settled
        evict()
      },
      () => {
        if (entries.get(key) === entry) remove(key)
      },
    )
    evict()
  }

  const newEntry = (key: string, value: Promise<unknown>, tables: readonly WatchedTable[], staleOnChange: boolean) => ({
    value,
    tables,
    at: Date.now(),
    refreshing: false,
    stale: false,
    staleOnChange,
    changes: 0,
    bytes: key.length * 2 + ENTRY_OVERHEAD_BYTES,
  })

  const start = (
    key: string,
    tables: readonly WatchedTable[],
    compute: () => Promise<unknown>,
    staleOnChange: boolean,
  ) => {
    // Promise.resolve: a query builder is a thenable that runs again on every `then`; keep its one result
    const entry: Entry = newEntry(key, Promise.resolve(compute()), tables, staleOnChange)
    store(key, entry)
    return entry
  }

  /** Recomputes `hit` in the background while it is served; the new value replaces it once settled. */
  const refresh = (key: string, hit: Entry, compute: () => Promise<unknown>) => {
    hit.refreshing = true
    const changesBefore = hit.changes
    const fresh = Promise.resolve(compute())
    fresh.then(
      () => {
        // replaced only if nothing dropped or replaced the entry meanwhile
        if (entries.get(key) !== hit) return
        const next = newEntry(key, fresh, hit.tables, hit.staleOnChange)
        next.bytes = hit.bytes
        next.stale = hit.changes !== changesBefore
        store(key, next)
      },
      () => {
        hit.refreshing = false
      },
    )
  }

  return {
    get<T>(key: string, tables: readonly WatchedTable[], compute: () => Promise<T>, options: CacheOptions = {}) {
      if (!feed?.live) return compute()
      const hit = entries.get(key)
      if (!hit || options.refresh)
        return start(key, tables, compute, options.staleOnChange === true).value as Promise<T>
      entries.delete(key)
      entries.set(key, hit)
      const old = options.maxAgeMs !== undefined && Date.now() - hit.at >= options.maxAgeMs
      if ((hit.stale || old) && !hit.refreshing) refresh(key, hit, compute)
      return hit.value as Promise<T>
    },
    invalidate: drop,
    stats: () => ({
      entries: entries.size,
      bytes,
      indexedKeys: [...keysByTable.values()].reduce((total, keys) => total + keys.size, 0),
    }),
  }
}
