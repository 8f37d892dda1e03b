import type { ChangeFeed } from '../db/changes'

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
}

interface Entry {
  value: Promise<unknown>
  tables: readonly WatchedTable[]
  at: number
  refreshing: boolean
}

/** Most values kept; the oldest go first (pages of every filter and offset could otherwise pile up). */
export const CACHE_MAX_ENTRIES = 5000

export function createTableCache(feed?: ChangeFeed, maxEntries = CACHE_MAX_ENTRIES): TableCache {
  const entries = new Map<string, Entry>()
  const keysByTable = new Map<string, Set<string>>()

  const drop = (table: string) => {
    if (table === '*') {
      entries.clear()
      keysByTable.clear()
      return
    }
    for (const key of keysByTable.get(table) ?? []) entries.delete(key)
    keysByTable.delete(table)
  }
  feed?.subscribe(drop)

  const store = (key: string, entry: Entry) => {
    entries.delete(key)
    entries.set(key, entry)
    for (const table of entry.tables) {
      let keys = keysByTable.get(table)
      if (!keys) keysByTable.set(table, (keys = new Set()))
      keys.add(key)
    }
    // a key left in keysByTable after eviction only costs a no-op delete later
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
  }

  const start = (key: string, tables: readonly WatchedTable[], compute: () => Promise<unknown>) => {
    // Promise.resolve: a query builder is a thenable that runs again on every `then`; keep its one result
    const entry: Entry = { value: Promise.resolve(compute()), tables, at: Date.now(), refreshing: false }
    store(key, entry)
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key)
    })
    return entry
  }

  return {
    get<T>(key: string, tables: readonly WatchedTable[], compute: () => Promise<T>, options: CacheOptions = {}) {
      if (!feed?.live) return compute()
      const hit = entries.get(key)
      if (!hit || options.refresh) return start(key, tables, compute).value as Promise<T>
      if (options.maxAgeMs !== undefined && !hit.refreshing && Date.now() - hit.at >= options.maxAgeMs) {
        hit.refreshing = true
        const fresh = Promise.resolve(compute())
        fresh.then(
          () => {
            // replaced only if nothing dropped or replaced the entry meanwhile
            if (entries.get(key) === hit) store(key, { value: fresh, tables, at: Date.now(), refreshing: false })
          },
          () => {
            hit.refreshing = false
          },
        )
      }
      return hit.value as Promise<T>
    },
    invalidate: drop,
  }
}
