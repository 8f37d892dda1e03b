import { Link, useNavigate } from '@tanstack/react-router'
import { machines } from '../../../machines'
import { FlowsPage } from '../../../features/flows/components/FlowsPage'
import type { FlowsSearchParams } from './flowsSearch'

/** Wires the flows page to the router: the machine from the path, simulation options from the search. */
export function FlowsRoutePage({ machineId, search }: { machineId: string | null; search: FlowsSearchParams }) {
  const navigate = useNavigate()
  return (
    <FlowsPage
      machines={machines}
      machineId={machineId}
      search={search}
      onSearchChange={(next) =>
        void navigate({
          to: machineId === null ? '/flows' : '/flows/$machineId',
          params: machineId === null ? {} : { machineId },
          search: { path: next.path, live: next.live },
          replace: true,
        })
      }
      linkToMachine={(id, children) => (
        <Link to="/flows/$machineId" params={{ machineId: id }}>
          {children}
        </Link>
      )}
    />
  )
}
