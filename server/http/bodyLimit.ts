import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppVariables } from './context'

type AppEnv = { Variables: AppVariables }

/**
 * Refuses a request body over `maxBytes` with 413 and a JSON message naming the limit, before
 * anything parses it. Hono's limit reads `c.req.raw.body`, which makes the Node adapter build a
 * full web Request for every call; a declared length (or no body at all) is checked from the
 * headers instead, and only a body of unknown length is counted as it streams.
 */
export function limitBody(maxBytes: number, what = 'request body'): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context<AppEnv>) =>
    c.json({ message: `${what} larger than the limit of ${maxBytes} bytes` }, 413)
  const countingLimit = bodyLimit({ maxSize: maxBytes, onError: tooLarge })
  return (c, next) => {
    const length = c.req.header('content-length')
    const chunked = c.req.header('transfer-encoding') !== undefined
    if (!chunked && (length !== undefined || c.req.method === 'GET' || c.req.method === 'HEAD'))
      return Number(length ?? 0) > maxBytes ? Promise.resolve(tooLarge(c)) : next().then(() => undefined)
    return countingLimit(c, next)
  }
}
