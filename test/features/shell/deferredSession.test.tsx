import { screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { deferredSession, type SessionStore } from '../../../src/features/shell/session/deferredSession'
import type { SessionValue } from '../../../src/features/shell/session/SessionContext'
import { createMockServer, mockCall, siteConfigSingle } from '../../../src/mocks'
import { renderApp } from './renderApp'

const account = '0xAbC0000000000000000000000000000000000001'

/** A loaded session whose value the test changes by hand. */
function loadedStore(initial: SessionValue) {
  let value = initial
  const listeners = new Set<() => void>()
  const store: SessionStore = {
    subscribe: (onChange) => {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    getSnapshot: () => value,
  }
  const set = (next: SessionValue) => {
    value = next
    for (const listener of listeners) listener()
  }
  return { store, set, listenerCount: () => listeners.size }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('the member session loaded after the first paint', () => {
  it('reads loading until the session arrives, then follows it', async () => {
    const connect = vi.fn()
    const loaded = loadedStore({ session: { status: 'disconnected' }, connect, sign: vi.fn() })
    const arrival = deferred<SessionStore>()
    const session = deferredSession(() => arrival.promise)
    const onChange = vi.fn()
    session.subscribe(onChange)

    expect(session.getSnapshot().session).toEqual({ status: 'loading' })
    arrival.resolve(loaded.store)
    await arrival.promise
    await Promise.resolve()
    expect(onChange).toHaveBeenCalled()
    expect(session.getSnapshot().session).toEqual({ status: 'disconnected' })

    loaded.set({ session: { status: 'signed-in', account }, connect, sign: vi.fn() })
    expect(session.getSnapshot().session).toEqual({ status: 'signed-in', account })
    expect(onChange.mock.calls.length).toBeGreaterThanOrEqual(2)
  })

  it('keeps a connect asked for while loading and runs it once the session is there', async () => {
    const connect = vi.fn()
    const arrival = deferred<SessionStore>()
    const session = deferredSession(() => arrival.promise)

    session.getSnapshot().connect()
    expect(connect).not.toHaveBeenCalled()
    arrival.resolve(loadedStore({ session: { status: 'disconnected' }, connect, sign: vi.fn() }).store)
    await vi.waitFor(() => expect(connect).toHaveBeenCalledTimes(1))
  })

  it('loads the session code once however many times it is asked for', async () => {
    const load = vi.fn(() =>
      Promise.resolve(loadedStore({ session: { status: 'disconnected' }, connect: vi.fn(), sign: vi.fn() }).store),
    )
    const session = deferredSession(load)
    session.getSnapshot().connect()
    session.getSnapshot().sign()
    await vi.waitFor(() => expect(session.getSnapshot().session.status).toBe('disconnected'))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows a failed fetch as disconnected and tries again on the next connect', async () => {
    const connect = vi.fn()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi
      .fn<() => Promise<SessionStore>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(loadedStore({ session: { status: 'disconnected' }, connect, sign: vi.fn() }).store)
    const session = deferredSession(load)

    await vi.waitFor(() => expect(session.getSnapshot().session).toEqual({ status: 'disconnected' }))
    expect(consoleError).toHaveBeenCalledWith('The member session could not be loaded.', expect.any(Error))
    session.getSnapshot().connect()
    await vi.waitFor(() => expect(connect).toHaveBeenCalledTimes(1))
    expect(load).toHaveBeenCalledTimes(2)
    consoleError.mockRestore()
  })

  it('fetches nothing for a visitor until a connect or a start asks, showing them disconnected', async () => {
    const connect = vi.fn()
    const load = vi.fn(() =>
      Promise.resolve(loadedStore({ session: { status: 'disconnected' }, connect, sign: vi.fn() }).store),
    )
    const session = deferredSession(load, { startNow: false })
    expect(session.getSnapshot().session).toEqual({ status: 'disconnected' })
    expect(load).not.toHaveBeenCalled()
    session.getSnapshot().connect()
    await vi.waitFor(() => expect(connect).toHaveBeenCalledTimes(1))
    session.start()
    expect(load).toHaveBeenCalledTimes(1)

    const started = vi.fn(() =>
      Promise.resolve(loadedStore({ session: { status: 'disconnected' }, connect, sign: vi.fn() }).store),
    )
    deferredSession(started, { startNow: false }).start()
    expect(started).toHaveBeenCalledTimes(1)
  })

  it('gives hydration what the server drew: a visitor, or a member whose parts are coming', async () => {
    const connect = vi.fn()
    const load = () =>
      Promise.resolve(loadedStore({ session: { status: 'signed-in', account }, connect, sign: vi.fn() }).store)
    expect(deferredSession(load, { startNow: false }).getServerSnapshot().session).toEqual({ status: 'disconnected' })
    const coming = deferredSession(load, { startNow: false, memberComing: true })
    expect(coming.getServerSnapshot().session).toEqual({ status: 'loading' })
    // a connect asked for on the drawn page's own button waits for the session, as while it loads
    coming.getServerSnapshot().connect()
    await vi.waitFor(() => expect(connect).toHaveBeenCalledTimes(1))
    // the page then follows the member's session
    expect(coming.getSnapshot().session).toEqual({ status: 'signed-in', account })
    expect(coming.getServerSnapshot().session).toEqual({ status: 'loading' })
  })

  it('stops following the loaded session when nobody listens any more', async () => {
    const loaded = loadedStore({ session: { status: 'disconnected' }, connect: vi.fn(), sign: vi.fn() })
    const session = deferredSession(() => Promise.resolve(loaded.store))
    const stop = session.subscribe(() => undefined)
    await vi.waitFor(() => expect(loaded.listenerCount()).toBe(1))
    stop()
    expect(loaded.listenerCount()).toBe(0)
  })
})

describe('navbar while the session loads', () => {
  const server = createMockServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())

  it('shows no session button until the session is ready', async () => {
    server.use(mockCall('getSiteConfigs', siteConfigSingle))
    renderApp({ path: '/highlights', session: { status: 'loading' } })
    await screen.findByRole('navigation', { name: 'Main' })
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull()
  })
})
