import { render } from '@testing-library/react'
import { useState } from 'react'
import type { MachineEntry } from '../../../src/machines/registry'
import { generatePaths } from '../../../src/machines/paths/generate'
import { FlowsPage } from '../../../src/features/flows/components/FlowsPage'
import type { FlowsSearch } from '../../../src/features/flows/components/MachineFlow'
import { FlowsServicesProvider, type FlowsServices } from '../../../src/features/flows/flowsServices'
import { createNodeLayoutEngine } from '../../../src/features/flows/layout/nodeLayoutEngine'
import type { CoverageLoad } from '../../../src/features/flows/paths/coverageFigures'
import type { LiveSnapshotMessage } from '../../../src/services/inspection/liveMessage'

/** A live channel the test drives by hand, standing in for the BroadcastChannel between tabs. */
export function fakeLiveChannel() {
  const listeners = new Set<(message: LiveSnapshotMessage) => void>()
  return {
    subscribe: (_machineId: string, listener: (message: LiveSnapshotMessage) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    publish: (message: LiveSnapshotMessage) => listeners.forEach((listener) => listener(message)),
    listenerCount: () => listeners.size,
  }
}

interface Options {
  machines: readonly MachineEntry[]
  machineId: string | null
  search?: FlowsSearch
  coverage?: CoverageLoad
  live?: ReturnType<typeof fakeLiveChannel>
}

/**
 * The flows page with its outside services replaced: ELK runs in-process instead of a worker and
 * paths are generated directly by the path tests' generator; search changes stay in local state.
 */
export function renderFlowsPage({ machines, machineId, search = {}, coverage = { kind: 'no-run' }, live }: Options) {
  const searches: FlowsSearch[] = []
  const services: FlowsServices = {
    layoutEngine: createNodeLayoutEngine(),
    loadPaths: (id) => {
      const entry = machines.find((candidate) => candidate.id === id)
      if (!entry) return Promise.reject(new Error(`unknown machine ${id}`))
      return Promise.resolve(
        generatePaths(entry).paths.map((path, index) => ({
          index,
          events: path.steps.slice(1).map((step) => step.event),
        })),
      )
    },
    loadCoverage: () => Promise.resolve(coverage),
    subscribeLive: live?.subscribe ?? (() => () => undefined),
  }
  function Harness() {
    const [current, setCurrent] = useState<FlowsSearch>(search)
    return (
      <FlowsPage
        machines={machines}
        machineId={machineId}
        search={current}
        onSearchChange={(next) => {
          searches.push(next)
          setCurrent(next)
        }}
        linkToMachine={(id, children) => <a href={`/flows/${id}`}>{children}</a>}
      />
    )
  }
  const result = render(
    <FlowsServicesProvider services={services}>
      <Harness />
    </FlowsServicesProvider>,
  )
  return { ...result, searches }
}
