import type { MachineEntry } from '../registry'
import { generatePaths, type MachinePath } from './generate'
import { walkPath } from './walk'

/**
 * The smallest practical set of generated paths that still reaches every state and takes every
 * transition (each guard branch is its own transition) that the full generation reaches: the paths
 * a real page is driven through, where each path costs seconds instead of microseconds.
 *
 * Candidates are the shortest paths to every state and through every transition; each is walked on
 * the machine to learn what it covers, then paths are picked greedily, most new coverage first and the
 * shorter one on a tie, until nothing new is left.
 */
export function coveringPaths(entry: MachineEntry): MachinePath[] {
  const candidates = generatePaths(entry, { simple: false }).paths.map((path) => {
    const walked = walkPath(entry, path)
    const covers = new Set([
      ...[...walked.statesReached].map((id) => `state ${id}`),
      ...[...walked.transitionsTaken].map((key) => `transition ${key}`),
    ])
    return { path, covers }
  })
  const covered = new Set<string>()
  const chosen: MachinePath[] = []
  const remaining = [...candidates]
  for (;;) {
    let best: (typeof candidates)[number] | undefined
    let bestGain = 0
    for (const candidate of remaining) {
      let gain = 0
      for (const item of candidate.covers) if (!covered.has(item)) gain += 1
      if (
        gain > bestGain ||
        (gain === bestGain && gain > 0 && best && candidate.path.steps.length < best.path.steps.length)
      ) {
        best = candidate
        bestGain = gain
      }
    }
    if (!best) break
    chosen.push(best.path)
    for (const item of best.covers) covered.add(item)
    remaining.splice(remaining.indexOf(best), 1)
  }
  return chosen
}
