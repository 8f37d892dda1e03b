import type { ReactNode } from 'react'
import type { MachineEntry } from '../../../machines/registry'

export type MachineLinkRenderer = (machineId: string, children: ReactNode) => ReactNode

interface MachineListProps {
  machines: readonly MachineEntry[]
  currentId: string | null
  linkToMachine: MachineLinkRenderer
}

/** Every registered machine with its title and what it does for a member. */
export function MachineList({ machines, currentId, linkToMachine }: MachineListProps) {
  return (
    <nav className="flows-list" aria-label="Flows">
      <ul>
        {machines.map((entry) => (
          <li
            key={entry.id}
            className={entry.id === currentId ? 'flows-list__item flows-list__item--current' : 'flows-list__item'}
          >
            {linkToMachine(
              entry.id,
              <>
                <span className="flows-list__title">{entry.title}</span>
                <span className="flows-list__description">{entry.description}</span>
              </>,
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
