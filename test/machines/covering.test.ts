import { describe, expect, it } from 'vitest'
import { machines } from '../../src/machines/index'
import { coveringPaths } from '../../src/machines/paths/covering'
import { generatePaths } from '../../src/machines/paths/generate'
import { walkPath } from '../../src/machines/paths/walk'

const coverageOf = (entry: (typeof machines)[number], paths: ReturnType<typeof coveringPaths>) => {
  const states = new Set<string>()
  const transitions = new Set<string>()
  for (const path of paths) {
    const walked = walkPath(entry, path)
    expect(walked.mismatch).toBeNull()
    for (const state of walked.statesReached) states.add(state)
    for (const transition of walked.transitionsTaken) transitions.add(transition)
  }
  return { states: [...states].sort(), transitions: [...transitions].sort() }
}

// The set the real pages are driven through: every state and transition the full generation
// reaches, in far fewer paths.
describe.each(machines.map((entry) => [entry.id, entry] as const))('covering set of %s', (_id, entry) => {
  it('reaches every state and takes every transition that all generated paths do', () => {
    const full = generatePaths(entry).paths
    const covering = coveringPaths(entry)
    expect(coverageOf(entry, covering)).toEqual(coverageOf(entry, full))
    expect(covering.length).toBeLessThanOrEqual(full.length)
    // walking every full path of the larger machines takes seconds on a loaded machine
  }, 60_000)
})
