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

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message = 'login required') => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)

/** PostgreSQL's unique-violation code, raised when a constraint refuses a concurrent write. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
