import { describe, expect, it } from 'vitest'
import { createTableCache } from '../../server/cache/tableCache'
import type { ChangeFeed } from '../../server/db/changes'

/** A feed the test drives by hand. */
function fakeFeed(live = true) {
  const listeners = new Set<(table: string) => void>()
  const feed: ChangeFeed & { live: boolean; emit(table: string): void } = {
    live,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit: (table) => listeners.forEach((listener) => listener(table)),
    close: () => Promise.resolve(),
  }
  return feed
}

function counter() {
  let calls = 0
  return {
    compute: () => Promise.resolve(++calls),
    get calls() {
      return calls
    },
  }
}

describe('table cache', () => {
  it('keeps a value until a table it read changes, and only those', async () => {
    const feed = fakeFeed()
    const cache = createTableCache(feed)
    const stats = counter()
    const board = counter()
    expect(await cache.get('stats', ['sales'], stats.compute)).toBe(1)
    expect(await cache.get('stats', ['sales'], stats.compute)).toBe(1)
    expect(await cache.get('board', ['leaderboard'], board.compute)).toBe(1)
    feed.emit('sales')
    expect(await cache.get('stats', ['sales'], stats.compute)).toBe(2)
    expect(await cache.get('board', ['leaderboard'], board.compute)).toBe(1)
    cache.invalidate('leaderboard')
    expect(await cache.get('board', ['leaderboard'], board.compute)).toBe(2)
  })

  it('drops everything when notices may have been missed', async () => {
    const feed = fakeFeed()
    const cache = createTableCache(feed)
    const stats = counter()
    await cache.get('stats', ['sales'], stats.compute)
    feed.emit('*')
    await cache.get('stats', ['sales'], stats.compute)
    expect(stats.calls).toBe(2)
  })

  it('reads through while the feed is not live, and without a feed', async () => {
    const feed = fakeFeed(false)
    const withDeadFeed = createTableCache(feed)
    const withoutFeed = createTableCache()
    const values = counter()
    await withDeadFeed.get('k', ['items'], values.compute)
    await withDeadFeed.get('k', ['items'], values.compute)
    await withoutFeed.get('k', ['items'], values.compute)
    expect(values.calls).toBe(3)
  })

  it('runs a thenable query once and shares it between concurrent readers', async () => {
    const cache = createTableCache(fakeFeed())
    let runs = 0
    // like a query builder: every `then` would run the query again
    const query = {
      then<R>(resolve: (value: number) => R) {
        runs += 1
        return Promise.resolve(resolve(runs))
      },
    }
    const compute = () => query as unknown as Promise<number>
    const answers = await Promise.all([cache.get('q', ['items'], compute), cache.get('q', ['items'], compute)])
    expect(answers).toEqual([1, 1])
    expect(await cache.get('q', ['items'], compute)).toBe(1)
    expect(runs).toBe(1)
  })

  it('forgets a failed computation so the next read tries again', async () => {
    const cache = createTableCache(fakeFeed())
    await expect(cache.get('k', ['items'], () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('k', ['items'], () => Promise.resolve('up'))).toBe('up')
  })

  it('recomputes on refresh, and past its age serves the old value while the new one is computed', async () => {
    const cache = createTableCache(fakeFeed())
    const values = counter()
    expect(await cache.get('k', ['sales'], values.compute)).toBe(1)
    expect(await cache.get('k', ['sales'], values.compute, { refresh: true })).toBe(2)
    expect(await cache.get('k', ['sales'], values.compute, { maxAgeMs: 0 })).toBe(2)
    await Promise.resolve()
    await Promise.resolve()
    expect(await cache.get('k', ['sales'], values.compute, { maxAgeMs: 60_000 })).toBe(3)
  })

  it('keeps at most the given number of values, dropping the oldest', async () => {
    const cache = createTableCache(fakeFeed(), 2)
    const first = counter()
    await cache.get('a', ['items'], first.compute)
    await cache.get('b', ['items'], () => Promise.resolve(0))
    await cache.get('c', ['items'], () => Promise.resolve(0))
    await cache.get('a', ['items'], first.compute)
    expect(first.calls).toBe(2)
  })
})
