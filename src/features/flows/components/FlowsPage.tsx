import type { MachineEntry } from '../../../machines/registry'
import { MachineList, type MachineLinkRenderer } from './MachineList'
import { MachineFlow, type FlowsSearch } from './MachineFlow'
import '../flows.css'

interface FlowsPageProps {
  machines: readonly MachineEntry[]
  /** Null on `/flows`, which introduces the page and lists the flows. */
  machineId: string | null
  search: FlowsSearch
  onSearchChange: (search: FlowsSearch) => void
  linkToMachine: MachineLinkRenderer
}

/** Every workflow of the product as a diagram to read, simulate, follow along test paths and watch live. */
export function FlowsPage({ machines, machineId, search, onSearchChange, linkToMachine }: FlowsPageProps) {
  const entry = machineId === null ? undefined : machines.find((candidate) => candidate.id === machineId)
  return (
    <div className="flows-page">
      <MachineList machines={machines} currentId={entry?.id ?? null} linkToMachine={linkToMachine} />
      {entry ? (
        <MachineFlow key={entry.id} entry={entry} search={search} onSearchChange={onSearchChange} />
      ) : (
        <section className="flows-intro">
          <h1>Flows</h1>
          {machineId === null ? null : (
            <p role="alert">
              There is no flow called “{machineId}”. Choose one of the {machines.length} flows of the product.
            </p>
          )}
          <p>
            Every workflow of Koi is a state machine, and each one is drawn here from the machine the app runs. Pick a
            flow to see its diagram, press the events to simulate it, follow a generated test path step by step, or
            watch your own sign-in move through it live.
          </p>
          <ul className="flows-intro__cards">
            {machines.map((candidate) => (
              <li key={candidate.id}>
                {linkToMachine(
                  candidate.id,
                  <>
                    <strong>{candidate.title}</strong>
                    <span>{candidate.description}</span>
                  </>,
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
