import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from '../../../src/ui/viewport/afterFirstPaint'

type Callback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void

/** A stand-in for the browser's paint timing: `paint(name)` reports an entry to every observer. */
function fakePaintTiming() {
  const observers = new Set<{ callback: Callback; disconnected: boolean }>()
  class FakeObserver {
    static supportedEntryTypes = ['paint']
    private readonly record: { callback: Callback; disconnected: boolean }
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false }
    }
    observe() {
      observers.add(this.record)
    }
    disconnect() {
      this.record.disconnected = true
      observers.delete(this.record)
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return {
    paint(name: string) {
      for (const { callback } of [...observers])
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) })
    },
    observing: () => observers.size,
  }
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('waits for the first contentful paint, not the first paint, and stops observing then', async () => {
    const timing = fakePaintTiming()
    let resolved = false
    const waiting = afterFirstPaint().then(() => {
      resolved = true
    })
    timing.paint('first-paint')
    await Promise.resolve()
    expect(resolved).toBe(false)
    timing.paint('first-contentful-paint')
    await waiting
    expect(resolved).toBe(true)
    expect(timing.observing()).toBe(0)
  })

  it('gives up waiting after two seconds without a paint (a page loaded in a background tab)', async () => {
    const timing = fakePaintTiming()
    let resolved = false
    const waiting = afterFirstPaint().then(() => {
      resolved = true
    })
    await vi.advanceTimersByTimeAsync(1999)
    expect(resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(resolved).toBe(true)
    expect(timing.observing()).toBe(0)
  })

  it('does not wait where the browser records no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    await expect(afterFirstPaint()).resolves.toBeUndefined()
  })
})
