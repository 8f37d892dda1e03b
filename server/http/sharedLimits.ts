import type { Env as HonoEnv } from 'hono'
import type { Store } from 'hono-rate-limiter'
import type pg from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

/** The table rate-limiter-flexible keeps the counts in: made by migration 0016 (`rateLimits`). */
const TABLE = 'rate_limits'

/**
 * A hono-rate-limiter store whose counts live in PostgreSQL (rate-limiter-flexible's
 * RateLimiterPostgres): every process of a deployment adds to and reads the same count of a key,
 * so N processes allow the limit once, not N times. The window is fixed, as in the memory store.
 */
export function postgresLimitStore<E extends HonoEnv>(
  pool: pg.Pool,
  name: string,
  limit: number,
  windowMs: number,
): Store<E> {
  // the table is there already: a migration made it before the process served, so no call creates
  // it while another process does
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: TABLE,
    tableCreated: true,
    keyPrefix: name,
    points: limit,
    duration: windowMs / 1000,
  })
  return {
    localKeys: false,
    prefix: name,
    async increment(key) {
      let counted: RateLimiterRes
      try {
        counted = await limiter.consume(key)
      } catch (refused) {
        // past the limit the library rejects with the count; any other rejection is a failure
        if (!(refused instanceof RateLimiterRes)) throw refused
        counted = refused
      }
      return { totalHits: counted.consumedPoints, resetTime: new Date(Date.now() + counted.msBeforeNext) }
    },
    async decrement(key) {
      await limiter.reward(key, 1)
    },
    async resetKey(key) {
      await limiter.delete(key)
    },
  }
}
