import type { Env as HonoEnv } from 'hono'
import type { Store } from 'hono-rate-limiter'
import type pg from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

/** The table rate-limiter-flexible keeps the counts in (it creates it, in the pool's schema). */
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
  let made: Promise<RateLimiterPostgres> | undefined
  // the library creates its table when built; a failure (the database down) is tried again next call
  const limiter = () =>
    (made ??= new Promise<RateLimiterPostgres>((done, fail) => {
      const built: RateLimiterPostgres = new RateLimiterPostgres(
        {
          storeClient: pool,
          storeType: 'pool',
          tableName: TABLE,
          keyPrefix: name,
          points: limit,
          duration: windowMs / 1000,
        },
        (error?: Error) => (error ? fail(error) : done(built)),
      )
    }).catch((error: unknown) => {
      made = undefined
      throw error
    }))
  return {
    localKeys: false,
    prefix: name,
    async increment(key) {
      let counted: RateLimiterRes
      try {
        counted = await (await limiter()).consume(key)
      } catch (refused) {
        // past the limit the library rejects with the count; any other rejection is a failure
        if (!(refused instanceof RateLimiterRes)) throw refused
        counted = refused
      }
      return { totalHits: counted.consumedPoints, resetTime: new Date(Date.now() + counted.msBeforeNext) }
    },
    async decrement(key) {
      await (await limiter()).reward(key, 1)
    },
    async resetKey(key) {
      await (await limiter()).delete(key)
    },
  }
}
