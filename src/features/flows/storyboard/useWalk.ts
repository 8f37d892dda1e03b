import { useEffect, useState } from 'react'
import type { WalkLoad } from './walkStoryboard'

/** The machine's last walk on the real page, `null` while it is read. */
export function useWalk(machineId: string, load: (machineId: string) => Promise<WalkLoad>): WalkLoad | null {
  const [walk, setWalk] = useState<{ machineId: string; result: WalkLoad } | null>(null)
  useEffect(() => {
    let current = true
    void load(machineId).then((result) => current && setWalk({ machineId, result }))
    return () => {
      current = false
    }
  }, [machineId, load])
  return walk?.machineId === machineId ? walk.result : null
}
