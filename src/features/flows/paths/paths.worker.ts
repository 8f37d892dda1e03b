import { machines } from '../../../machines'
import { generatePaths } from '../../../machines/paths/generate'
import type { FlowPath } from './flowPath'

export interface PathsRequest {
  machineId: string
}
export type PathsResponse = { machineId: string; paths: FlowPath[] } | { machineId: string; error: string }

/*
 * Generating every path walks the machine's whole state space (a second or more for the login
 * machine), so it runs here, with the same generator the path tests use, and never blocks the page.
 */
self.addEventListener('message', (message: MessageEvent<PathsRequest>) => {
  const { machineId } = message.data
  const entry = machines.find((candidate) => candidate.id === machineId)
  let response: PathsResponse
  try {
    if (!entry) throw new Error(`No machine is registered as "${machineId}"`)
    const paths = generatePaths(entry).paths.map((path, index) => ({
      index,
      events: path.steps.slice(1).map((step) => step.event),
    }))
    response = { machineId, paths }
  } catch (error) {
    response = { machineId, error: error instanceof Error ? error.message : String(error) }
  }
  self.postMessage(response)
})
