import { useEffect, useState } from 'react'
import type { LiveSnapshotMessage } from '../../../services/inspection/liveMessage'
import type { FlowsServices } from '../flowsServices'

/** The latest step of a member's run of this machine in this browser, while watching is on. */
export function useLiveRun(
  machineId: string,
  watching: boolean,
  subscribe: FlowsServices['subscribeLive'],
): LiveSnapshotMessage | null {
  const [latest, setLatest] = useState<LiveSnapshotMessage | null>(null)
  useEffect(() => {
    if (!watching) return undefined
    const stop = subscribe(machineId, setLatest)
    return () => {
      stop()
      setLatest(null)
    }
  }, [machineId, watching, subscribe])
  return watching && latest?.machineId === machineId ? latest : null
}
