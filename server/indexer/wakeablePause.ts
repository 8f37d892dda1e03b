/**
 * The waits of a polling loop that stopping can cut short: `pause(ms)` ends after `ms` or at
 * `wake()`, `untilWoken()` only at `wake()`, so a stop never waits out a poll interval.
 */
export function wakeablePause(): {
  pause: (ms: number) => Promise<void>
  untilWoken: () => Promise<void>
  wake: () => void
} {
  let wake: (() => void) | undefined
  return {
    pause: (ms) =>
      new Promise<void>((done) => {
        const timer = setTimeout(done, ms)
        wake = () => {
          clearTimeout(timer)
          done()
        }
      }),
    untilWoken: () => new Promise<void>((done) => (wake = done)),
    wake: () => wake?.(),
  }
}
