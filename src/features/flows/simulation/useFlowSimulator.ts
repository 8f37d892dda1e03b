import { useState, useSyncExternalStore } from 'react'
import type { MachineEntry } from '../../../machines/registry'
import { FlowSimulator, type SimulatorView } from './flowSimulator'

/**
 * One simulator per mounted diagram; the page keys its panel by machine id so a new machine gets a
 * fresh one. Nothing to stop on unmount: the fake effects run on a simulated clock, not real timers.
 */
export function useFlowSimulator(entry: MachineEntry): { simulator: FlowSimulator; view: SimulatorView } {
  const [simulator] = useState(() => new FlowSimulator(entry))
  const view = useSyncExternalStore(simulator.subscribe, simulator.view, simulator.view)
  return { simulator, view }
}
