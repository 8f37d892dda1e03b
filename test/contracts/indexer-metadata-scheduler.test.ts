import { describe, expect, it } from 'vitest'
import { createFetchScheduler } from '../../server/indexer/metadata/fetchScheduler'

// a metadata server that never answers holds its own origin's slots, never the others'
describe('metadata fetch scheduler', () => {
  it('bounds fetches per origin and overall, and lets other origins through a stuck one', async () => {
    const scheduler = createFetchScheduler({ total: 4, perOrigin: 2 })
    let stuckStarted = 0
    const release: (() => void)[] = []
    const stuck = Array.from({ length: 5 }, () =>
      scheduler.run('https://stuck.example', () => {
        stuckStarted += 1
        return new Promise<string>((done) => release.push(() => done('late')))
      }),
    )
    expect(stuckStarted).toBe(2)
    expect(scheduler.backlog('https://stuck.example')).toBe(5)

    let running = 0
    let most = 0
    const quick = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        scheduler.run('https://quick.example', async () => {
          running += 1
          most = Math.max(most, running)
          await new Promise((done) => setTimeout(done, 5))
          running -= 1
          return index
        }),
      ),
    )
    expect(quick).toEqual([0, 1, 2, 3, 4, 5])
    // two slots for the quick origin: the stuck one holds its two of the four
    expect(most).toBe(2)
    expect(stuckStarted).toBe(2)

    // the stuck origin's waiting fetches start as its slots come free
    while (release.length > 0) release.shift()?.()
    await new Promise((done) => setTimeout(done, 0))
    while (release.length > 0) release.shift()?.()
    await new Promise((done) => setTimeout(done, 0))
    while (release.length > 0) release.shift()?.()
    expect(await Promise.all(stuck)).toEqual(['late', 'late', 'late', 'late', 'late'])
    expect(stuckStarted).toBe(5)
    expect(scheduler.origins()).toEqual([])
  })

  it('keeps the overall bound across many origins', async () => {
    const scheduler = createFetchScheduler({ total: 3, perOrigin: 2 })
    let running = 0
    let most = 0
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        scheduler.run(`https://origin${index % 4}.example`, async () => {
          running += 1
          most = Math.max(most, running)
          await new Promise((done) => setTimeout(done, 2))
          running -= 1
        }),
      ),
    )
    expect(most).toBe(3)
  })
})
