import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { memberSessionSource, startMemberSession, type SessionWallet } from '../../../src/features/session'
import { createMockServer, memberAccount, mockCall, mockError, testServiceUrls } from '../../../src/mocks'
import { WALLET_REMEMBERED_KEY } from '../../../src/features/session/rememberedWallet'
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

  it('shows a returning member as still coming while their wallet reconnects and their session is checked', async () => {
    for (const verified of [true, false]) {
      server.use(
        verified
          ? mockCall('verifyLogin', { account: memberAccount, loggedIn: true, expiresAt: '2030-01-01T00:00:00.000Z' })
          : mockError('verifyLogin', 401, 'not logged in'),
      )
      const storage = new Map<string, string>([[WALLET_REMEMBERED_KEY, memberAccount]])
      const member = startMemberSession({
        api: createApiClient(testServiceUrls),
        env: testEnv,
        wallet: quietWallet(),
        notify: () => undefined,
        storage: {
          getItem: (key) => storage.get(key) ?? null,
          setItem: (key, value) => void storage.set(key, value),
          removeItem: (key) => void storage.delete(key),
        },
      })
      expect(member.reconnecting).toBe(true)
      const source = memberSessionSource(member)
      const seen: string[] = []
      const stop = source.subscribe(() => seen.push(source.getSnapshot().session.status))
      expect(source.getSnapshot().session).toEqual({ status: 'loading' })
      const settled = verified ? 'signed-in' : 'connected-unsigned'
      await vi.waitFor(() => expect(source.getSnapshot().session).toEqual({ status: settled, account: memberAccount }))
      // no visitor's Connect wallet or Sign on the way to their account
      expect(new Set(seen)).toEqual(new Set(['loading', settled]))
      stop()
      member.stop()
    }
  })
})
