import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { ASKED_PER_TASK, drawnQueries } from '../../../src/services/hydration/drawnQueries'

/** The server's Query cache, drawn with `keys`, as the page carries it. */
function drawnState(keys: string[], dataUpdatedAt = Date.now() - 60_000) {
  const server = new QueryClient()
  for (const key of keys) server.setQueryData([key], `${key} as drawn`, { updatedAt: dataUpdatedAt })
  return dehydrate(server)
}

/** A browser's client over a drawn page, its tasks run one by one by the test. */
function browserOver(keys: string[]) {
  const tasks: (() => void)[] = []
  const nextTask = () => new Promise<void>((resolve) => tasks.push(resolve))
  const drawn = drawnQueries(nextTask)
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnMount: drawn.refetchOnMount } },
  })
  const state = drawnState(keys)
  hydrate(client, state)
  drawn.add(state)
  const fetched: string[] = []
  const mount = (key: string, staleTime = 0) =>
    new QueryObserver(client, {
      queryKey: [key],
      staleTime,
      queryFn: () => {
        fetched.push(key)
        return `${key} fresh`
      },
    }).subscribe(() => {})
  /** Runs the next task the asking waits for, and lets its fetches start. */
  const runTask = async () => {
    tasks.shift()?.()
    await vi.waitFor(() => Promise.resolve())
  }
  return { client, fetched, mount, runTask, pendingTasks: () => tasks.length }
}

describe('a drawn page’s queries, asked again after it hydrates', () => {
  it('fetches nothing as the drawn parts mount, then every stale one in the tasks after', async () => {
    const keys = Array.from({ length: ASKED_PER_TASK + 2 }, (_, index) => `drawn-${index}`)
    const browser = browserOver(keys)
    for (const key of keys) browser.mount(key)
    expect(browser.fetched).toEqual([])

    await browser.runTask()
    expect(browser.fetched).toEqual(keys.slice(0, ASKED_PER_TASK))
    await browser.runTask()
    expect(browser.fetched).toEqual(keys)
    await vi.waitFor(() => expect(browser.client.getQueryData(['drawn-0'])).toBe('drawn-0 fresh'))
  })

  it('leaves a drawn query that is fresh by its own stale time, as mounting would', async () => {
    const browser = browserOver(['config', 'page'])
    browser.mount('config', Infinity)
    browser.mount('page')
    await browser.runTask()
    await browser.runTask()
    expect(browser.fetched).toEqual(['page'])
    expect(browser.client.getQueryData(['config'])).toBe('config as drawn')
  })

  it('fetches a query the server did not draw as it mounts, and a drawn one mounted again after it was asked', async () => {
    const browser = browserOver(['page'])
    browser.mount('members-own')
    expect(browser.fetched).toEqual(['members-own'])

    browser.mount('page')
    await browser.runTask()
    await browser.runTask()
    expect(browser.fetched).toEqual(['members-own', 'page'])
    // a later page that shows the same query fetches it on mount once stale, as any page does
    void browser.client.invalidateQueries({ queryKey: ['page'], refetchType: 'none' })
    browser.mount('page')
    expect(browser.fetched).toEqual(['members-own', 'page', 'page'])
  })

  it('waits for a part that renders in one task and mounts in a later one', async () => {
    const browser = browserOver(['page'])
    let fetches = 0
    const observer = new QueryObserver(browser.client, {
      queryKey: ['page'],
      queryFn: () => {
        fetches += 1
        return 'page fresh'
      },
    })
    // the hydration renders the part (and reads whether to fetch on mount), yields, and commits later
    observer.getOptimisticResult({
      ...browser.client.defaultQueryOptions({ queryKey: ['page'] }),
      _optimisticResults: 'optimistic',
    })
    await browser.runTask()
    observer.subscribe(() => {})
    expect(fetches).toBe(0)
    await browser.runTask()
    expect(fetches).toBe(1)
  })

  it('asks a query once however many parts read it while it waits', async () => {
    const browser = browserOver(['page'])
    browser.mount('page')
    browser.mount('page')
    await browser.runTask()
    await browser.runTask()
    expect(browser.fetched).toEqual(['page'])
    expect(browser.pendingTasks()).toBe(0)
  })
})
