import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/services/api'
import { retryOnceUnlessRefused } from '../../../src/services/api/retry'

/** How many times a query whose every call fails with `error` is asked for, under the app's retry policy. */
async function attempts(error: Error): Promise<number> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: retryOnceUnlessRefused, retryDelay: 0 } } })
  let calls = 0
  await client
    .fetchQuery({
      queryKey: ['failing'],
      queryFn: () => {
        calls += 1
        throw error
      },
    })
    .catch(() => undefined)
  return calls
}

describe('the query retry policy', () => {
  it("asks once for what the server refuses (an unknown item's 404, a bad request's 400)", async () => {
    expect(await attempts(new ApiError(404, 'no nft 99999'))).toBe(1)
    expect(await attempts(new ApiError(400, 'limit must be at most 100'))).toBe(1)
  })

  it('asks once more after a server failure or a network error', async () => {
    expect(await attempts(new ApiError(500, 'database down'))).toBe(2)
    expect(await attempts(new ApiError(503, 'unavailable'))).toBe(2)
    expect(await attempts(new TypeError('Failed to fetch'))).toBe(2)
  })
})
