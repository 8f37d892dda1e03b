import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { memberSessionSource, startMemberSession, type SessionWallet } from '../../../src/features/session'
import { createMockServer, memberAccount, mockError, testServiceUrls } from '../../../src/mocks'
import { createApiClient } from '../../../src/services/api'
import { testEnv } from '../shell/renderApp'

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** A wallet that connects at once with the member's account and never signs. */
function quietWallet(): SessionWallet {
  let connected: string | null = null
  return {
    connect: () => {
      connected = memberAccount
      return Promise.resolve({ account: memberAccount })
    },
    account: () => connected,
    signMessage: () => Promise.reject(new Error('not asked in this test')),
    disconnect: () => {
      connected = null
    },
    onAccountsChanged: () => () => undefined,
    onChainChanged: () => () => undefined,
  }
}

describe('the member session as a store for the shell', () => {
  it('hands out the same value until the member changes, then the new view', async () => {
    server.use(mockError('verifyLogin', 401, 'not logged in'))
    const member = startMemberSession({
      api: createApiClient(testServiceUrls),
      env: testEnv,
      wallet: quietWallet(),
      notify: () => undefined,
    })
    const source = memberSessionSource(member)
    const onChange = vi.fn()
    const stop = source.subscribe(onChange)

    const first = source.getSnapshot()
    expect(first.session).toEqual({ status: 'disconnected' })
    expect(source.getSnapshot()).toBe(first)

    first.connect()
    await vi.waitFor(() =>
      expect(source.getSnapshot().session).toEqual({ status: 'connected-unsigned', account: memberAccount }),
    )
    expect(onChange).toHaveBeenCalled()
    const connected = source.getSnapshot()
    expect(connected).not.toBe(first)
    expect(source.getSnapshot()).toBe(connected)

    stop()
    member.stop()
  })
})
