import { machines } from '../../src/machines/index'
import type { MachineEntry } from '../../src/machines/index'
import type { Simulation } from '../../src/machines/simulation'

/** The registry entry with this id. */
export function entry(id: string): MachineEntry {
  const found = machines.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no machine ${id}`)
  return found
}

/** Settles the only pending invocation of the simulation, checking the actor it runs. */
export function settle(simulation: Simulation, src: string, result: { output: unknown } | { error: unknown }): void {
  const pending = simulation.pending()
  const found = pending.find((invocation) => invocation.src === src)
  if (!found)
    throw new Error(`${src} is not running (pending: ${pending.map((item) => item.src).join(', ') || 'none'})`)
  simulation.apply(
    'output' in result
      ? { kind: 'resolve', invocationId: found.id, output: result.output }
      : { kind: 'reject', invocationId: found.id, error: result.error },
  )
}

/** The notices the machine asked for, as `kind: message`. */
export function notices(simulation: Simulation): string[] {
  return simulation
    .actions()
    .filter((action) => action.name === 'notify')
    .map((action) => {
      const notice = action.params as { kind: string; message: string }
      return `${notice.kind}: ${notice.message}`
    })
}
