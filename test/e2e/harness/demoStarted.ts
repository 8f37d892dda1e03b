import { existsSync, readFileSync } from 'node:fs'
import { inject } from 'vitest'
import type { DemoStartOutcome, DemoStarted } from './demoStartOutcome.ts'

export { E2E_SEED_MEMBERS, type DemoStarted } from './demoStartOutcome.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's demo start writes its outcome (seededDatabase.ts). */
    demoStartFile: string
  }
}

/** Longest a test file waits for the run's demo start: the replay and the indexing on a busy host. */
const DEMO_START_TIMEOUT_MS = 15 * 60_000

/**
 * The run's demo start, once it is done: it runs beside the first test files (seededDatabase.ts), so
 * a file that needs it waits for its outcome; a failed start fails each such file with its error.
 */
export async function demoStarted(): Promise<DemoStarted> {
  const file = inject('demoStartFile')
  const deadline = Date.now() + DEMO_START_TIMEOUT_MS
  while (!existsSync(file)) {
    if (Date.now() > deadline)
      throw new Error(`the e2e demo start did not end within ${DEMO_START_TIMEOUT_MS / 60_000} minutes`)
    await new Promise((resolveWait) => setTimeout(resolveWait, 500))
  }
  const outcome = JSON.parse(readFileSync(file, 'utf8')) as DemoStartOutcome
  if ('error' in outcome) throw new Error(`the e2e demo start failed: ${outcome.error}`)
  return outcome.started
}
