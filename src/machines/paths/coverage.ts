import type { MachineEntry } from '../registry'
import { generatePaths } from './generate'
import type { GeneratedPaths } from './generate'
import { allStateNodes, allTransitions } from './structure'
import type { TransitionSite } from './structure'
import { walkPath } from './walk'

export interface GuardCoverage {
  name: string
  /**
   * `rule`: a spec rule run on the machine's own data (see `MachineEntry.rules`), so the payloads
   * decide it; `world`: it depends on the outside world (session, wallet) and each path chooses.
   */
  decidedBy: 'rule' | 'world'
  /** Some generated path chose its answer instead of letting the machine's data decide. */
  chosenByPath: boolean
  seenTrue: boolean
  seenFalse: boolean
}

export interface WalkedPath {
  events: string[]
  finalState: string
  mismatch: string | null
}

/** Coverage of one machine after walking all its generated paths. */
export interface MachineCoverage {
  id: string
  title: string
  description: string
  states: { id: string; reached: boolean }[]
  transitions: (TransitionSite & { taken: boolean })[]
  guards: GuardCoverage[]
  paths: WalkedPath[]
  generation: Omit<GeneratedPaths, 'paths'>
  figures: {
    states: { reached: number; total: number; percent: number }
    transitions: { reached: number; total: number; percent: number }
    guardOutcomes: { reached: number; total: number; percent: number }
    paths: number
    mismatches: number
  }
}

const ratio = (reached: number, total: number) => ({
  reached,
  total,
  percent: total === 0 ? 100 : Math.floor((reached / total) * 10000) / 100,
})

/** Generates, walks and measures every path of one registered machine. */
export function coverMachine(entry: MachineEntry): MachineCoverage {
  const generated = generatePaths(entry)
  const statesReached = new Set<string>()
  const transitionsTaken = new Set<string>()
  const guardSeen = new Map<string, { true: boolean; false: boolean }>()
  const walked: WalkedPath[] = []

  const chosen = new Set<string>()
  for (const path of generated.paths) {
    for (const step of path.steps) Object.keys(step.event.guards ?? {}).forEach((name) => chosen.add(name))
    const result = walkPath(entry, path)
    result.statesReached.forEach((id) => statesReached.add(id))
    result.transitionsTaken.forEach((key) => transitionsTaken.add(key))
    for (const evaluation of result.guardEvaluations) {
      const seen = guardSeen.get(evaluation.name) ?? { true: false, false: false }
      seen[evaluation.outcome ? 'true' : 'false'] = true
      guardSeen.set(evaluation.name, seen)
    }
    walked.push({
      events: result.description,
      finalState: JSON.stringify(path.state.machine.value),
      mismatch: result.mismatch,
    })
  }

  const states = allStateNodes(entry.machine).map((node) => ({ id: node.id, reached: statesReached.has(node.id) }))
  const transitions = allTransitions(entry.machine).map((site) => ({ ...site, taken: transitionsTaken.has(site.key) }))
  const guards = Object.keys(entry.machine.implementations.guards).map((name) => ({
    name,
    decidedBy: entry.rules?.[name] ? ('rule' as const) : ('world' as const),
    chosenByPath: chosen.has(name),
    seenTrue: guardSeen.get(name)?.true ?? false,
    seenFalse: guardSeen.get(name)?.false ?? false,
  }))
  const { paths: _paths, ...generation } = generated

  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    states,
    transitions,
    guards,
    paths: walked,
    generation,
    figures: {
      states: ratio(states.filter((state) => state.reached).length, states.length),
      transitions: ratio(transitions.filter((transition) => transition.taken).length, transitions.length),
      guardOutcomes: ratio(
        guards.reduce((sum, guard) => sum + Number(guard.seenTrue) + Number(guard.seenFalse), 0),
        guards.length * 2,
      ),
      paths: walked.length,
      mismatches: walked.filter((path) => path.mismatch !== null).length,
    },
  }
}
