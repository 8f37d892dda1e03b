import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { machines } from '../../src/machines/index'
import { coverMachine } from '../../src/machines/paths/coverage'
import type { MachineCoverage } from '../../src/machines/paths/coverage'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { writeMachineDiagrams, type WrittenDiagram } from '../../scripts/machineDiagrams'
import { DIAGRAMS_DIR, REPORT_DIR, writeReports } from './report'

const coverages: MachineCoverage[] = []
const drawings = new Map<string, WrittenDiagram>()

afterAll(() => {
  writeReports(coverages, drawings)
  console.info(`path coverage report: ${REPORT_DIR}/index.html`)
})

describe.each(machines.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
  let coverage: MachineCoverage

  beforeAll(async () => {
    coverage = coverMachine(entry)
    coverages.push(coverage)
    // the report shows the machine's diagram and each path highlighted on it
    const [drawn] = await writeMachineDiagrams([entry], join(REPORT_DIR, DIAGRAMS_DIR), { withPaths: true })
    if (drawn) drawings.set(entry.id, drawn)
  }, 120_000)

  it('draws the machine, and each walked path on it, for the report', () => {
    const drawn = drawings.get(entry.id)
    expect(drawn?.paths).toBe(coverage.paths.length)
    expect(existsSync(join(REPORT_DIR, DIAGRAMS_DIR, `${entry.id}.svg`))).toBe(true)
    expect(existsSync(join(REPORT_DIR, DIAGRAMS_DIR, entry.id, `path-${coverage.paths.length}.svg`))).toBe(true)
  })

  it('generates paths and walks each one to the state the machine predicts', () => {
    expect(coverage.paths.length).toBeGreaterThan(0)
    expect(coverage.paths.filter((path) => path.mismatch !== null).map((path) => path.mismatch)).toEqual([])
  })

  it('reaches every state', () => {
    expect(coverage.states.filter((state) => !state.reached).map((state) => state.id)).toEqual([])
  })

  it('takes every transition, each guard branch included', () => {
    expect(coverage.transitions.filter((transition) => !transition.taken).map((transition) => transition.key)).toEqual(
      [],
    )
  })

  it('sees every guard answer true and false', () => {
    expect(coverage.guards.filter((guard) => !guard.seenTrue || !guard.seenFalse)).toEqual([])
  })

  it('never chooses the answer of a guard that a spec rule decides from the data', () => {
    expect(coverage.guards.filter((guard) => guard.decidedBy === 'rule' && guard.chosenByPath)).toEqual([])
  })

  it("lets the call's result decide every condition on it: no path pairs an answer with a contradicting guard", () => {
    const onResults = coverage.transitions.filter(
      (transition) =>
        transition.guard !== undefined &&
        (transition.eventType.startsWith('xstate.done.actor.') ||
          transition.eventType.startsWith('xstate.error.actor.')),
    )
    const rules = new Set(Object.keys(entry.rules ?? {}))
    expect(
      onResults.filter((transition) => !rules.has(transition.guard ?? '')).map((transition) => transition.key),
    ).toEqual([])
  })
})
