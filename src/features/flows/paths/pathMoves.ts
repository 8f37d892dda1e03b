import type { MachineEntry } from '../../../machines/registry'
import { toSimulationSteps } from '../../../machines/paths/walk'
import { FlowSimulator, type SimulationMove } from '../simulation/flowSimulator'
import type { PathEvent } from './flowPath'

/** The simulator move that replays one step of a path, as the path tests walk it. */
export function pathMove(event: PathEvent, simulator: FlowSimulator): SimulationMove {
  const { steps, words } = toSimulationSteps(event, simulator.current())
  return { label: words, steps }
}

/** Every transition a path takes, found by walking it on a throwaway simulator. */
export function transitionsOfPath(entry: MachineEntry, events: readonly PathEvent[]): Set<string> {
  const simulator = new FlowSimulator(entry)
  const taken = new Set<string>()
  try {
    for (const event of events) {
      simulator.perform(pathMove(event, simulator))
      for (const key of simulator.view().lastTaken) taken.add(key)
    }
  } finally {
    simulator.stop()
  }
  return taken
}
