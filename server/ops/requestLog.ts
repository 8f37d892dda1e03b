import type { MiddlewareHandler } from 'hono'
import { requestId } from 'hono/request-id'
import type { AppVariables } from '../http/context'
import type { Logger } from './log'
import type { Metrics } from './metrics'

type AppEnv = { Variables: AppVariables }

/** The label of a request that is no call of the contract: files, pages, unknown paths. */
const callOf = (variables: AppVariables, path: string) =>
  variables.call ?? (path.startsWith('/api/') ? 'unknown' : path.startsWith('/assets/') ? 'asset' : 'page')

/**
 * Gives each request an id (the caller's `X-Request-Id` when it sends a sane one, so a proxy's id
 * carries through; a new UUID otherwise), answers it in `X-Request-Id`, and when the answer is
 * ready writes one log line and counts it in the metrics.
 */
export function requestLog(log: Logger, metrics: Metrics): MiddlewareHandler<AppEnv>[] {
  const observe: MiddlewareHandler<AppEnv> = async (c, next) => {
    const started = performance.now()
    await next()
    const seconds = (performance.now() - started) / 1000
    const path = c.req.path
    const call = callOf(c.var, path)
    const method = c.req.method
    const status = c.res.status
    metrics.requests.inc({ call, method, status })
    metrics.durations.observe({ call, method }, seconds)
    log.info({ reqId: c.var.requestId, method, path, call, status, ms: Math.round(seconds * 10_000) / 10 }, 'request')
  }
  return [requestId(), observe]
}
