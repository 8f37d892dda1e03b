import { setupServer } from 'msw/node'
import type { HttpHandler } from 'msw'

/**
 * An msw server for component tests. Start it in `beforeAll` with
 * `server.listen({ onUnhandledRequest: 'error' })`, `server.resetHandlers()` in `afterEach`,
 * `server.close()` in `afterAll`; add per-test answers with `server.use(mockCall(...))`.
 */
export function createMockServer(...handlers: HttpHandler[]) {
  return setupServer(...handlers)
}
