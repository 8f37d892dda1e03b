import { basename } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Seconds each end-to-end file took in a whole e2e run (27 Nov 2026, the 2-core machine). Two files
 * run at a time; on a fresh clone vitest has no durations of its own and starts the largest files
 * first, which puts the thin files that gather one area's walks (`forge-walks`, `galleries`) last,
 * where one of them runs alone for minutes. A file not listed starts after these.
 */
const MEASURED_SECONDS: Record<string, number> = {
  'forge-walks.test.ts': 227,
  'quests.test.ts': 209,
  'galleries.test.ts': 164,
  'forge.test.ts': 156,
  'browse.test.ts': 142,
  'flows.test.ts': 109,
  'claim.test.ts': 100,
  'login.test.ts': 95,
  'wayfinding.test.ts': 66,
  'content.test.ts': 65,
  'shell.test.ts': 60,
  'trust.test.ts': 36,
  'presale-walk.test.ts': 26,
  'forge-multi.test.ts': 19,
}

/** Vitest's order, with the end-to-end files longest first (see `MEASURED_SECONDS`). */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const seconds = (file: TestSpecification) =>
      file.project.name === 'e2e' ? (MEASURED_SECONDS[basename(file.moduleId)] ?? 0) : 0
    const e2e = sorted.filter((file) => file.project.name === 'e2e').sort((a, b) => seconds(b) - seconds(a))
    return [...sorted.filter((file) => file.project.name !== 'e2e'), ...e2e]
  }
}
