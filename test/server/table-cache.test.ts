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

  it('serves a value kept through a change while one recompute runs, then the recomputed one', async () => {
    const feed = fakeFeed()
    const cache = createTableCache(feed)
    const gates: Array<() => void> = []
    let calls = 0
    // each computation settles when the test opens its gate
    const compute = () => new Promise<number>((resolve) => gates.push(() => resolve(++calls)))
    const kept = { staleOnChange: true }
    const first = cache.get('page', ['reactions'], compute, kept)
    gates.shift()?.()
    expect(await first).toBe(1)
    feed.emit('reactions')
    // stale: the old value at once, and one recompute for any number of readers
    expect(await cache.get('page', ['reactions'], compute, kept)).toBe(1)
    expect(await cache.get('page', ['reactions'], compute, kept)).toBe(1)
    expect(gates).toHaveLength(1)
    // a change while it recomputes: the recomputed value is served, but stale too
    feed.emit('reactions')
    gates.shift()?.()
    await settled()
    expect(await cache.get('page', ['reactions'], compute, kept)).toBe(2)
    expect(gates).toHaveLength(1)
    gates.shift()?.()
    await settled()
    expect(await cache.get('page', ['reactions'], compute, kept)).toBe(3)
    expect(await cache.get('page', ['reactions'], compute, kept)).toBe(3)
    expect(gates).toHaveLength(0)
    // a value without the option is still dropped by a change
    const plain = counter()
    await cache.get('plain', ['reactions'], plain.compute)
    feed.emit('reactions')
    expect(await cache.get('plain', ['reactions'], plain.compute)).toBe(2)
  })

  it('keeps values within its byte budget, dropping the least recently used first', async () => {
    // each value is ~2 KB as JSON (4 KB counted); the budget holds about two of them
    const cache = createTableCache(fakeFeed(), 10 * 1024)
    const [a, b, c] = [counter2KB('a'), counter2KB('b'), counter2KB('c')]
    await cache.get('a', ['items'], a.compute)
    await cache.get('b', ['items'], b.compute)
    await settled()
    // a read of `a` makes `b` the least recently used
    await cache.get('a', ['items'], a.compute)
    await cache.get('c', ['items'], c.compute)
    await settled()
    expect(cache.stats().bytes).toBeLessThanOrEqual(10 * 1024)
    expect(cache.stats().entries).toBe(2)
    await cache.get('a', ['items'], a.compute)
    await cache.get('c', ['items'], c.compute)
    expect([a.calls, c.calls]).toEqual([1, 1])
    await cache.get('b', ['items'], b.compute)
    expect(b.calls).toBe(2)
  })

  it('stays under its budget filled far past it, and its index holds no key it evicted', async () => {
    const budget = 64 * 1024
    const cache = createTableCache(fakeFeed(), budget)
    let largest = 0
    for (let index = 0; index < 500; index += 1) {
      await cache.get(`page:${index}`, ['items', 'item_traits'], () => Promise.resolve('x'.repeat(1000)))
      await settled()
      largest = Math.max(largest, cache.stats().bytes)
    }
    const { entries, indexedKeys } = cache.stats()
    expect(largest).toBeLessThanOrEqual(budget)
    expect(entries).toBeGreaterThan(0)
    expect(entries).toBeLessThan(500)
    // two tables per key: the index holds exactly the kept keys
    expect(indexedKeys).toBe(entries * 2)
  })

  it('leaves no trace of a failed computation or a dropped table', async () => {
    const cache = createTableCache(fakeFeed())
    await expect(cache.get('k', ['items', 'sales'], () => Promise.reject(new Error('down')))).rejects.toThrow()
    await settled()
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, indexedKeys: 0 })
    await cache.get('k', ['items', 'sales'], () => Promise.resolve(1))
    cache.invalidate('sales')
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, indexedKeys: 0 })
  })
})

/** Lets the cache size the values that just settled. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A value of about 2 KB of JSON, counting its computations. */
function counter2KB(name: string) {
  let calls = 0
  return {
    compute: () => Promise.resolve({ name, text: 'x'.repeat(2000), calls: ++calls }),
    get calls() {
      return calls
    },
  }
}
