// What the e2e run's demo start (demoStartProcess.ts) leaves for the test files, without vitest:
// the start's own process reads this file too.
import type { DemoChainFork } from '../../../contracts/local-chain.ts'

/** Members in the e2e demo data: enough for paged leaderboards, fewer than the demo's 10,000 to seed quickly. */
export const E2E_SEED_MEMBERS = 2000

/** What the run's demo start left: its database folder, the port it served on, and its chain to fork. */
export interface DemoStarted {
  dataDir: string
  /** the port its tokenURIs name: a restart of its folder takes it again */
  port: number
  fork: DemoChainFork
}

export type DemoStartOutcome = { started: DemoStarted } | { error: string }
