import { createContext, useContext, type ReactNode } from 'react'
import { subscribeLive } from '../../services/inspection/subscribeLive'
import type { LiveSnapshotMessage } from '../../services/inspection/liveMessage'
import type { ElkLayoutEngine } from './layout/diagramLayout'
import { createBrowserLayoutEngine } from './layout/browserLayoutEngine'
import { loadPathsInWorker } from './paths/browserPathSource'
import type { FlowPath } from './paths/flowPath'
import { loadCoverage, type CoverageLoad } from './paths/coverageFigures'
import { loadWalk, type WalkLoad } from './storyboard/walkStoryboard'

/** What the flows page needs from outside React; the page uses Web Workers, tests pass their own. */
export interface FlowsServices {
  layoutEngine: ElkLayoutEngine
  loadPaths: (machineId: string) => Promise<FlowPath[]>
  loadCoverage: (machineId: string) => Promise<CoverageLoad>
  /** The last e2e walk's pictures of the machine on the real page; left out, none. */
  loadWalk?: (machineId: string) => Promise<WalkLoad>
  subscribeLive: (machineId: string, listener: (message: LiveSnapshotMessage) => void) => () => void
}

let browserServices: FlowsServices | null = null

function defaultServices(): FlowsServices {
  browserServices ??= {
    layoutEngine: createBrowserLayoutEngine(),
    loadPaths: loadPathsInWorker,
    loadCoverage: (machineId) => loadCoverage(machineId),
    loadWalk: (machineId) => loadWalk(machineId),
    subscribeLive,
  }
  return browserServices
}

const FlowsServicesContext = createContext<FlowsServices | null>(null)

export function FlowsServicesProvider({ services, children }: { services: FlowsServices; children: ReactNode }) {
  return <FlowsServicesContext.Provider value={services}>{children}</FlowsServicesContext.Provider>
}

export function useFlowsServices(): FlowsServices {
  return useContext(FlowsServicesContext) ?? defaultServices()
}
