import { useMemo, useState } from 'react'
import type { MachineEntry } from '../../../machines/registry'
import { toDiagramGraph } from '../model/diagramGraph'
import { activeStateIdsOf } from '../model/activeStates'
import { useDiagramLayout } from '../layout/useDiagramLayout'
import { useFlowSimulator } from '../simulation/useFlowSimulator'
import { usePaths } from '../paths/usePaths'
import { pathMove, transitionsOfPath } from '../paths/pathMoves'
import type { FlowPath } from '../paths/flowPath'
import { useLiveRun } from '../live/useLiveRun'
import { useFlowsServices } from '../flowsServices'
import type { DiagramHighlight } from '../render/renderDiagram'
import { DiagramCanvas } from './DiagramCanvas'
import { SimulationPanel } from './SimulationPanel'
import { PathsPanel } from './PathsPanel'
import { CoverageSummary } from './CoverageSummary'
import { ExportButtons } from './ExportButtons'
import { Legend } from './Legend'
import { StoryboardPanel } from './StoryboardPanel'
import { useWalk } from '../storyboard/useWalk'
import type { WalkLoad } from '../storyboard/walkStoryboard'
import { transientStateIds } from '../../../machines/paths/structure'

export interface FlowsSearch {
  path?: number
  live?: boolean
}

interface MachineFlowProps {
  entry: MachineEntry
  search: FlowsSearch
  onSearchChange: (search: FlowsSearch) => void
}

const empty: ReadonlySet<string> = new Set()
const noWalk = (): Promise<WalkLoad> => Promise.resolve({ kind: 'no-walk' })

/** One machine: its diagram in the middle, simulation, live view, paths, coverage and export beside it. */
export function MachineFlow({ entry, search, onSearchChange }: MachineFlowProps) {
  const services = useFlowsServices()
  const graph = useMemo(() => toDiagramGraph(entry.machine), [entry])
  const layout = useDiagramLayout(graph, services.layoutEngine)
  const { simulator, view } = useFlowSimulator(entry)
  const paths = usePaths(entry.id, services.loadPaths)
  const watching = search.live === true
  const live = useLiveRun(entry.id, watching, services.subscribeLive)
  const [replayed, setReplayed] = useState(0)
  const walk = useWalk(entry.id, services.loadWalk ?? noWalk)
  const transient = useMemo(() => transientStateIds(entry.machine), [entry])
  const [chosenState, setChosenState] = useState<{ machineId: string; stateId: string | null } | null>(null)
  const selectedStateId = chosenState?.machineId === entry.id ? chosenState.stateId : null
  const selectState = (stateId: string | null) => setChosenState({ machineId: entry.id, stateId })

  const selectedPath = paths.kind === 'ready' && search.path !== undefined ? (paths.paths[search.path] ?? null) : null
  const pathTransitions = useMemo(
    () => (selectedPath ? transitionsOfPath(entry, selectedPath.events) : empty),
    [entry, selectedPath],
  )
  const highlight = useMemo<DiagramHighlight>(
    () => ({
      activeStateIds: watching ? (live ? activeStateIdsOf(graph, live.value) : empty) : view.activeStateIds,
      takenTransitionIds: watching ? empty : view.lastTaken,
      pathTransitionIds: pathTransitions,
      walkedTransitionIds: walk?.kind === 'walk' ? walk.walkedTransitionIds : empty,
    }),
    [watching, live, graph, view, pathTransitions, walk],
  )

  const selectPath = (path: FlowPath | null) => {
    simulator.reset()
    setReplayed(0)
    onSearchChange({ ...search, path: path?.index })
  }
  const nextStep = (path: FlowPath) => {
    const event = path.events[replayed]
    if (!event) return
    simulator.perform(pathMove(event, simulator))
    setReplayed(replayed + 1)
  }
  const playAll = (path: FlowPath) => {
    for (const event of path.events.slice(replayed)) simulator.perform(pathMove(event, simulator))
    setReplayed(path.events.length)
  }

  return (
    <div className="flows-machine">
      <div className="flows-machine__main">
        <header className="flows-machine__header">
          <h1>{entry.title}</h1>
          <p>{entry.description}</p>
        </header>
        {layout.kind === 'ready' ? (
          <DiagramCanvas
            key={entry.id}
            graph={graph}
            layout={layout.layout}
            highlight={highlight}
            title={entry.title}
            onSelectState={selectState}
          />
        ) : layout.kind === 'pending' ? (
          <p className="flows-canvas flows-canvas--placeholder" role="status">
            Laying out the diagram…
          </p>
        ) : (
          <p className="flows-canvas flows-canvas--placeholder" role="alert">
            The diagram could not be laid out: {layout.message}
          </p>
        )}
        <Legend />
      </div>
      <aside className="flows-panel" aria-label="Simulation and paths">
        <section className="flows-panel__section" aria-labelledby="flows-live">
          <h3 id="flows-live">Live view</h3>
          <label>
            <input
              type="checkbox"
              checked={watching}
              onChange={(event) => onSearchChange({ ...search, live: event.target.checked ? true : undefined })}
            />{' '}
            Watch live
          </label>
          {watching ? (
            <p className="flows-muted" role="status">
              {live
                ? `Following a run: last event ${live.eventType} at ${new Date(live.at).toLocaleTimeString()}.`
                : `Waiting for a ${entry.title} flow in this browser: use the app in this tab or another one.`}
            </p>
          ) : null}
        </section>
        <StoryboardPanel walk={walk} selectedStateId={selectedStateId} transient={transient} onSelect={selectState} />
        <SimulationPanel entry={entry} graph={graph} simulator={simulator} view={view} disabled={watching} />
        <PathsPanel
          graph={graph}
          paths={paths}
          selected={selectedPath?.index ?? null}
          replayed={replayed}
          onSelect={selectPath}
          onNextStep={nextStep}
          onPlayAll={playAll}
        />
        <CoverageSummary machineId={entry.id} load={services.loadCoverage} />
        {layout.kind === 'ready' ? <ExportButtons graph={graph} layout={layout.layout} title={entry.title} /> : null}
      </aside>
    </div>
  )
}
