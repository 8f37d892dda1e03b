import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An answer other than success, with the `{ message }` the client shows. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode
  constructor(status: ContentfulStatusCode, message: string) {
    super(message)
    this.name = 'HttpError'
    this.status = status
  }
}

/** The chain's RPC could not be reached: 503 with what failed, and the cause for the log. */
export class ChainUnavailableError extends HttpError {
  constructor(what: string, cause: unknown) {
    super(503, `${what}: the chain could not be reached, try again later`)
    this.name = 'ChainUnavailableError'
    this.cause = cause
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message = 'login required') => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)

/** The error or one of its causes carries one of these PostgreSQL codes. */
function hasCode(error: unknown, codes: ReadonlySet<string>): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const { code } = current as { code?: unknown }
    if (typeof code === 'string' && codes.has(code)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** PostgreSQL's unique-violation code, raised when a constraint refuses a concurrent write. */
export const isUniqueViolation = (error: unknown) => hasCode(error, new Set(['23505']))

/** What a member is told when their call met another one's write and was rolled back. */
export const TRY_AGAIN = 'this met another request at the same time, try again'

/**
 * The database rolled the call back because of concurrent ones (a deadlock, or a serialization
 * failure): nothing was written and the same call may succeed at once if tried again.
 */
export const isConcurrencyFailure = (error: unknown) => hasCode(error, new Set(['40001', '40P01']))

/** What a member is told while the database cannot be reached. */
export const DATABASE_UNAVAILABLE = 'the database is unavailable, try again'

/**
 * Errors that say the database cannot be reached right now, not that the call was wrong: the
 * connection refused, reset or ended (a restart, a failover), the server shutting down or starting,
 * or no connection within the pool's timeout.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up or shutting down
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
]

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.includes(known))) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
