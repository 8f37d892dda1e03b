import { ApiError } from './client'

/**
 * Whether a failed query is tried again: once, unless the server answered that the request itself
 * is wrong (4xx, an unknown item among them), since asking again gets the same answer and only
 * delays the page's message.
 */
export function retryOnceUnlessRefused(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500
  return failureCount < 1 && !refused
}
