/**
 * Collection stats are aggregates over every recorded sale; they are kept for a few seconds per
 * process so list pages do not rescan the sales table, and `refreshCache=true` recomputes them.
 */
export interface StatsCache {
  get<T>(key: string, compute: () => Promise<T>, refresh?: boolean): Promise<T>
  clear(): void
}

export function createStatsCache(ttlMs = 10_000): StatsCache {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>()
  return {
    get<T>(key: string, compute: () => Promise<T>, refresh = false): Promise<T> {
      const hit = entries.get(key)
      if (!refresh && hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>
      const value = compute()
      entries.set(key, { at: Date.now(), value })
      value.catch(() => entries.delete(key))
      return value
    },
    clear: () => entries.clear(),
  }
}
