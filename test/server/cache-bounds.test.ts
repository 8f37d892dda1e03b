import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { itemCounts } from '../../server/db/schema'
import { createMetrics, type Metrics } from '../../server/ops/metrics'
import { MAX_FILTER_VALUES_PER_TYPE } from '../../src/services/api'
import { battlecardsAddress, databaseTargets, startTestServer, type TestServer } from './harness'

const CACHE_BYTES = 512 * 1024
const COUNTS_KEPT = 10

/** A filter of its own that still matches items: real values beside made-up ones of 100 characters. */
const distinctFilter = (index: number) => ({
  Edition: [
    'Original',
    'Forged',
    ...Array.from({ length: MAX_FILTER_VALUES_PER_TYPE - 2 }, (_, value) => `${index}:${value}:`.padEnd(100, 'x')),
  ],
})

async function gauge(metrics: Metrics, name: string): Promise<number> {
  const metric = metrics.registry.getSingleMetric(name)
  if (!metric) throw new Error(`no metric ${name}`)
  return (await metric.get()).values[0]?.value ?? 0
}

/**
 * Every new filter or search made the server keep more: a page in the table cache under the whole
 * filter as its key (100 distinct 1 MB filters took it from 433 to 644 MB resident), and a row in
 * `item_counts`. Both are bounded now: the cache in bytes, the counts per collection.
 */
describe.each(databaseTargets)('caches of the items page stay within their bounds on %s', (target) => {
  let server: TestServer
  let tokenAddress: string
  const metrics = createMetrics()
  beforeAll(async () => {
    server = await startTestServer(target, {
      env: { tableCache: true, tableCacheBytes: CACHE_BYTES, itemCountsKept: COUNTS_KEPT },
      metrics,
    })
    tokenAddress = await battlecardsAddress(server)
  })
  afterAll(() => server.close())

  it('keeps the table cache under its byte budget through 100 distinct large filters', async () => {
    let largest = 0
    for (let index = 0; index < 100; index += 1) {
      const answer = await server.request('POST', '/api/collections/battlecards?limit=50', {
        json: { attributes: distinctFilter(index) },
      })
      expect(answer.status).toBe(200)
      largest = Math.max(largest, await gauge(metrics, 'koi_table_cache_bytes'))
    }
    // the pages were kept (the cache works) but never more than the budget
    expect(largest).toBeGreaterThan(0)
    expect(largest).toBeLessThanOrEqual(CACHE_BYTES)
    expect(await gauge(metrics, 'koi_table_cache_entries')).toBeGreaterThan(0)
  })

  it('keeps at most the bound of filter counts per collection, under keys of a fixed size', async () => {
    for (let index = 0; index < COUNTS_KEPT * 3; index += 1) {
      const answer = await server.request('POST', `/api/collections/battlecards?limit=1&search=search${index}`, {
        json: { attributes: distinctFilter(1000 + index) },
      })
      expect(answer.status).toBe(200)
    }
    const [kept] = await server.database.db
      .select({ rows: count() })
      .from(itemCounts)
      .where(eq(itemCounts.tokenAddress, tokenAddress))
    expect(kept?.rows).toBeLessThanOrEqual(COUNTS_KEPT)
    const keys = await server.database.db.select({ filter: itemCounts.filter }).from(itemCounts)
    expect(keys.every((row) => /^[0-9a-f]{64}$/.test(row.filter))).toBe(true)
  })
})
