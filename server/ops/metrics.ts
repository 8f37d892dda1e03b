import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type pg from 'pg'
import type { TableCache } from '../cache/tableCache'
import type { ChangeFeed } from '../db/changes'

/**
 * What the process tells operators, in Prometheus's text format: requests and their durations by
 * call, the PostgreSQL pool's connections, rate-limit refusals, database and chain failures, and
 * the process's own figures (memory, event-loop lag). Each app has its own registry.
 */
export interface Metrics {
  registry: Registry
  requests: Counter<'call' | 'method' | 'status'>
  durations: Histogram<'call' | 'method'>
  rateLimitRefusals: Counter<'limit'>
  databaseUnavailable: Counter
  chainUnavailable: Counter
  /** Reports the pool's connections and the change feed's state from now on. */
  watch(sources: Sources): void
}

interface Sources {
  pool?: pg.Pool
  changes?: ChangeFeed
  cache?: Pick<TableCache, 'stats'>
}

/** `processFigures`: also memory, CPU and event-loop lag (once per process: they watch the process). */
export function createMetrics({ processFigures = false } = {}): Metrics {
  const registry = new Registry()
  if (processFigures) collectDefaultMetrics({ register: registry })
  let sources: Sources = {}
  new Gauge({
    name: 'koi_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and calls waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { pool } = sources
      if (!pool) return
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })
  new Gauge({
    name: 'koi_change_feed_live',
    help: '1 while the database change notices (LISTEN) arrive and caches may keep values, else 0',
    registers: [registry],
    // across the processes of a cluster: 1 only when every one hears them
    aggregator: 'min',
    collect() {
      this.set(sources.changes?.live ? 1 : 0)
    },
  })
  new Gauge({
    name: 'koi_table_cache_bytes',
    help: 'Estimated bytes of the derived figures kept in memory (bounded by TABLE_CACHE_MB)',
    registers: [registry],
    aggregator: 'sum',
    collect() {
      if (sources.cache) this.set(sources.cache.stats().bytes)
    },
  })
  new Gauge({
    name: 'koi_table_cache_entries',
    help: 'Derived figures kept in memory',
    registers: [registry],
    aggregator: 'sum',
    collect() {
      if (sources.cache) this.set(sources.cache.stats().entries)
    },
  })
  return {
    registry,
    requests: new Counter({
      name: 'koi_http_requests_total',
      help: 'Requests answered, by call (the contract name, or the kind of file), method and status',
      labelNames: ['call', 'method', 'status'],
      registers: [registry],
    }),
    durations: new Histogram({
      name: 'koi_http_request_duration_seconds',
      help: 'Time to answer a request, by call and method',
      labelNames: ['call', 'method'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'koi_rate_limit_refusals_total',
      help: 'Requests refused with 429, by limit',
      labelNames: ['limit'],
      registers: [registry],
    }),
    databaseUnavailable: new Counter({
      name: 'koi_database_unavailable_total',
      help: 'Calls answered 503 because the database could not be reached',
      registers: [registry],
    }),
    chainUnavailable: new Counter({
      name: 'koi_chain_unavailable_total',
      help: "Calls answered 503 because the chain's RPC could not be reached",
      registers: [registry],
    }),
    watch(next) {
      sources = next
    },
  }
}
