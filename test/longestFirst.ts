import { basename } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Seconds each end-to-end file took in a fresh-clone run (27 Nov 2026, the 2-core machine). Two files
 * run at a time; on a fresh clone vitest has no durations of its own and starts the largest files
 * first, which puts the thin files that gather one area's walks (`forge-walks`, `galleries`) last,
 * where one of them runs alone for minutes. A file not listed starts after these.
 */
const E2E_SECONDS: Record<string, number> = {
  'forge-walks.test.ts': 224,
  'quests.test.ts': 200,
  'galleries.test.ts': 300,
  'forge.test.ts': 160,
  'browse.test.ts': 154,
  'flows.test.ts': 129,
  'login.test.ts': 97,
  'claim.test.ts': 94,
  'layout-shift.test.ts': 130,
  'live.test.ts': 50,
  'content.test.ts': 60,
  'wayfinding.test.ts': 56,
  'shell.test.ts': 90,
  'trust.test.ts': 42,
  'presale-walk.test.ts': 21,
  'forge-multi.test.ts': 15,
}

/**
 * Seconds of the server and contract files that take 9 s or more (a fresh-clone run of 27 Nov 2026
 * with PostgreSQL). Most of them start real processes and wait on them: started last, as the
 * largest-file order did, one of them ran alone at the end while the other worker had nothing left.
 */
const UNIT_SECONDS: Record<string, number> = {
  'start-workers.test.ts': 47,
  'start.test.ts': 45,
  'worker-killed.test.ts': 37,
  'trust-relay.test.ts': 35,
  'postgres-restart.test.ts': 33,
  'seed-data.test.ts': 32,
  'two-processes.test.ts': 25,
  'configuredChain.test.ts': 22,
  'operators.test.ts': 20,
  'trust-claims.test.ts': 17,
  'property.test.ts': 15,
  'calls.test.ts': 14,
  'item-counts.test.ts': 14,
  'swapRoutes.test.ts': 11,
  'trust-http.test.ts': 10,
  'items-order.test.ts': 10,
  'social-link.test.ts': 9,
  'rules.test.ts': 9,
  'chain-down.test.ts': 9,
}

const measured = (file: TestSpecification) =>
  (file.project.name === 'e2e' ? E2E_SECONDS : UNIT_SECONDS)[basename(file.moduleId)] ?? 0

/**
 * Vitest's order (one project after another), with each project's files longest first by the
 * seconds above; files not listed keep vitest's order after the listed ones.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const projectStart = new Map<string, number>()
    for (const [index, file] of sorted.entries())
      if (!projectStart.has(file.project.name)) projectStart.set(file.project.name, index)
    const start = (file: TestSpecification) => projectStart.get(file.project.name) ?? 0
    // a stable sort: files of equal seconds keep vitest's order
    return [...sorted].sort((a, b) => start(a) - start(b) || measured(b) - measured(a))
  }
}
