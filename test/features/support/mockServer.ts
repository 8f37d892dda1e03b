import { afterAll, afterEach, beforeAll } from 'vitest'
import { createMockServer } from '../../../src/mocks'

/**
 * The msw server of one test file: listening before its tests (a call with no handler fails the
 * test), handlers added by a test dropped after it, closed after the file.
 */
export function mockServerForFile() {
  const server = createMockServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
