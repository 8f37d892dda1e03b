import type { FlowPath } from './flowPath'
import type { PathsRequest, PathsResponse } from './paths.worker'

let worker: Worker | null = null
const waiting = new Map<string, { resolve: (paths: FlowPath[]) => void; reject: (error: Error) => void }[]>()
const cache = new Map<string, Promise<FlowPath[]>>()

/** The generated test paths of a machine, computed once per page in a Web Worker. */
export function loadPathsInWorker(machineId: string): Promise<FlowPath[]> {
  const known = cache.get(machineId)
  if (known) return known
  const promise = new Promise<FlowPath[]>((resolve, reject) => {
    waiting.set(machineId, [...(waiting.get(machineId) ?? []), { resolve, reject }])
    const request: PathsRequest = { machineId }
    pathsWorker().postMessage(request)
  })
  cache.set(machineId, promise)
  return promise
}

function pathsWorker(): Worker {
  if (worker) return worker
  worker = new Worker(new URL('./paths.worker.ts', import.meta.url), { type: 'module' })
  worker.addEventListener('message', (message: MessageEvent<PathsResponse>) => {
    const response = message.data
    const handlers = waiting.get(response.machineId) ?? []
    waiting.delete(response.machineId)
    for (const handler of handlers) {
      if ('error' in response) handler.reject(new Error(response.error))
      else handler.resolve(response.paths)
    }
  })
  return worker
}
