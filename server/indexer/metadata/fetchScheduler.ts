/**
 * Runs fetches with a bound overall and a smaller bound per origin: metadata servers are anyone's,
 * and a slow or hostile one holds only its own slots while the others' fetches go on.
 */
export interface FetchScheduler {
  /** Runs `task` once its origin and the whole have a free slot. */
  run<T>(origin: string, task: () => Promise<T>): Promise<T>
  /** Fetches of `origin` running or waiting. */
  backlog(origin: string): number
  /** Origins with fetches running or waiting. */
  origins(): string[]
}

interface Origin {
  running: number
  waiting: (() => void)[]
}

export function createFetchScheduler(limits: { total: number; perOrigin: number }): FetchScheduler {
  const byOrigin = new Map<string, Origin>()
  let running = 0

  // starts waiting fetches while slots are free, taking origins in turn
  const pump = () => {
    let started = true
    while (running < limits.total && started) {
      started = false
      for (const entry of byOrigin.values()) {
        if (running >= limits.total) break
        if (entry.running >= limits.perOrigin) continue
        const next = entry.waiting.shift()
        if (!next) continue
        entry.running += 1
        running += 1
        started = true
        next()
      }
    }
  }

  return {
    run: (origin, task) => {
      const entry = byOrigin.get(origin) ?? { running: 0, waiting: [] }
      byOrigin.set(origin, entry)
      return new Promise((done, fail) => {
        entry.waiting.push(() => {
          task()
            .then(done, fail)
            .finally(() => {
              entry.running -= 1
              running -= 1
              if (entry.running === 0 && entry.waiting.length === 0) byOrigin.delete(origin)
              pump()
            })
        })
        pump()
      })
    },
    backlog: (origin) => {
      const entry = byOrigin.get(origin)
      return entry ? entry.running + entry.waiting.length : 0
    },
    origins: () => [...byOrigin.keys()],
  }
}
