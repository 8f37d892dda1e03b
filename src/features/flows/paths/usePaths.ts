import { useEffect, useState } from 'react'
import type { FlowPath } from './flowPath'

export type PathsState =
  { kind: 'loading' } | { kind: 'ready'; paths: FlowPath[] } | { kind: 'failed'; message: string }

/** The generated paths of one machine, loaded once it is shown. */
export function usePaths(machineId: string, load: (machineId: string) => Promise<FlowPath[]>): PathsState {
  const [state, setState] = useState<{ machineId: string; paths: PathsState }>({
    machineId,
    paths: { kind: 'loading' },
  })
  useEffect(() => {
    let current = true
    load(machineId).then(
      (paths) => current && setState({ machineId, paths: { kind: 'ready', paths } }),
      (error: unknown) =>
        current &&
        setState({
          machineId,
          paths: { kind: 'failed', message: error instanceof Error ? error.message : String(error) },
        }),
    )
    return () => {
      current = false
    }
  }, [machineId, load])
  return state.machineId === machineId ? state.paths : { kind: 'loading' }
}
