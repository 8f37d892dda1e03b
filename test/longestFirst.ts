import { basename } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Seconds each end-to-end file took in a fresh-clone run (28 Nov 2026, the 2-core machine). Two files
 * run at a time; on a fresh clone vitest has no durations of its own and starts the largest files
 * first, which puts the thin files that gather one area's walks (`forge-walks`, `galleries`) last,
 * where one of them runs alone for minutes. A file not listed starts after these.
 */
const E2E_SECONDS: Record<string, number> = {
  'forge-walks.test.ts': 340,
  'quests.test.ts': 293,
  'galleries.test.ts': 256,
  'forge.test.ts': 204,
  'flows.test.ts': 190,
  'browse.test.ts': 172,
  'login.test.ts': 171,
  'layout-shift.test.ts': 166,
  'claim.test.ts': 144,
  'wayfinding.test.ts': 99,
  'shell.test.ts': 97,
  'content.test.ts': 88,
  'live.test.ts': 49,
  // measured alone on 28 Nov 2026: it starts its own chain and indexes a collection before its pages
  'chain-transfer.test.ts': 36,
  'trust.test.ts': 38,
  'presale-walk.test.ts': 36,
  'forge-multi.test.ts': 12,
  // the demo restarted on a copy of the run's demo start: a whole replay, on a core of its own
  'demo-restart.test.ts': 150,
  'demo-chain.test.ts': 30,
}

/**
 * Seconds of the other files that take 9 s or more (a fresh-clone run of 28 Nov 2026 with
 * PostgreSQL). Most of them start real processes and wait on them: started last, as the
 * largest-file order did, one of them ran alone at the end while the other worker had nothing left.
 */
const UNIT_SECONDS: Record<string, number> = {
  'start.test.ts': 35,
  'trust-relay.test.ts': 34,
  'start-workers.test.ts': 31,
  'indexer-chain.test.ts': 30,
  'worker-killed.test.ts': 28,
  'live-processes.test.ts': 25,
  'seed-data.test.ts': 23,
  'postgres-restart.test.ts': 23,
  'configuredChain.test.ts': 21,
  'item-counts.test.ts': 19,
  'swapRoutes.test.ts': 18,
  'cache-bounds.test.ts': 18,
  'two-processes.test.ts': 17,
  'seed-indexed-collections.test.ts': 17,
  'paths.test.ts': 17,
  'trust-claims.test.ts': 16,
  'property.test.ts': 16,
  'indexer-metadata.test.ts': 16,
  'indexer-large-answers.test.ts': 16,
  'operators.test.ts': 14,
  'indexer-refresh.test.ts': 14,
  'claim-settlement.test.ts': 14,
  'trust-http.test.ts': 13,
  'covering.test.ts': 13,
  'trust-upkeep.test.ts': 11,
  'indexer-live.test.ts': 11,
  'collectionPage.test.tsx': 11,
  'trust-people.test.ts': 10,
  'chain-down.test.ts': 10,
  'calls.test.ts': 10,
  'wei-migration.test.ts': 9,
  'reactionGating.test.tsx': 9,
  'quests.test.ts': 9,
  'picture-sizes.test.ts': 9,
  'leaderboard-position.test.ts': 9,
  'items-order.test.ts': 9,
  'great-deals.test.ts': 9,
  'exact-money.test.ts': 9,
  'disabled-reactions.test.ts': 9,
  'cache-invalidation.test.ts': 9,
  'artistCardName.test.tsx': 9,
  'art-claim-order.test.ts': 9,
}

const measured = (file: TestSpecification) =>
  (file.project.name === 'e2e' ? E2E_SECONDS : UNIT_SECONDS)[basename(file.moduleId)] ?? 0

/**
 * Vitest's order (one project after another), with each project's files longest first by the
 * seconds above; files not listed keep vitest's order after the listed ones. In a run of every
 * project (`vitest run`) the end-to-end files come last: they wait for the run's demo start
 * (`test/e2e/harness/seededDatabase.ts`), which runs beside the other projects' files meanwhile.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const projectStart = new Map<string, number>()
    for (const [index, file] of sorted.entries())
      if (!projectStart.has(file.project.name)) projectStart.set(file.project.name, index)
    const start = (file: TestSpecification) =>
      (file.project.name === 'e2e' ? sorted.length : 0) + (projectStart.get(file.project.name) ?? 0)
    // a stable sort: files of equal seconds keep vitest's order
    return [...sorted].sort((a, b) => start(a) - start(b) || measured(b) - measured(a))
  }
}
