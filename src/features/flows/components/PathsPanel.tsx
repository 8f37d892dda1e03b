import { useState } from 'react'
import type { DiagramGraph } from '../model/diagramGraph'
import { describePathEvent, type FlowPath } from '../paths/flowPath'
import type { PathsState } from '../paths/usePaths'

interface PathsPanelProps {
  graph: DiagramGraph
  paths: PathsState
  selected: number | null
  /** How many steps of the selected path the simulator has replayed. */
  replayed: number
  onSelect: (path: FlowPath | null) => void
  onNextStep: (path: FlowPath) => void
  onPlayAll: (path: FlowPath) => void
}

const SHOWN = 40

/** The generated test paths as event sequences; one can be highlighted and replayed. */
export function PathsPanel({ graph, paths, selected, replayed, onSelect, onNextStep, onPlayAll }: PathsPanelProps) {
  const [shown, setShown] = useState(SHOWN)
  const chosen = paths.kind === 'ready' && selected !== null ? paths.paths[selected] : undefined

  return (
    <section className="flows-panel__section" aria-labelledby="flows-paths">
      <h3 id="flows-paths">Test paths</h3>
      {paths.kind === 'loading' ? <p className="flows-muted">Generating the paths from the machine…</p> : null}
      {paths.kind === 'failed' ? <p role="alert">The paths could not be generated: {paths.message}</p> : null}
      {chosen ? (
        <div className="flows-path-player" role="group" aria-label={`Path ${chosen.index + 1}`}>
          <p>
            Path {chosen.index + 1}: step {Math.min(replayed, chosen.events.length)} of {chosen.events.length}
          </p>
          <ol>
            {chosen.events.map((event, index) => (
              <li
                key={index}
                className={index < replayed ? 'flows-path-step flows-path-step--done' : 'flows-path-step'}
              >
                {describePathEvent(event, graph)}
              </li>
            ))}
          </ol>
          <div className="flows-buttons">
            <button type="button" disabled={replayed >= chosen.events.length} onClick={() => onNextStep(chosen)}>
              Next step
            </button>
            <button type="button" disabled={replayed >= chosen.events.length} onClick={() => onPlayAll(chosen)}>
              Play to the end
            </button>
            <button type="button" onClick={() => onSelect(null)}>
              Clear
            </button>
          </div>
        </div>
      ) : null}
      {paths.kind === 'ready' ? (
        <>
          <p className="flows-muted">{paths.paths.length} paths, generated from the machine as the path tests do.</p>
          <ol className="flows-paths">
            {paths.paths.slice(0, shown).map((path) => (
              <li key={path.index}>
                <button
                  type="button"
                  className="flows-path"
                  aria-pressed={path.index === selected}
                  onClick={() => onSelect(path)}
                >
                  {path.events.map((event) => describePathEvent(event, graph, false)).join(' → ') || '(start)'}
                </button>
              </li>
            ))}
          </ol>
          {paths.paths.length > shown ? (
            <button type="button" onClick={() => setShown((count) => count + SHOWN)}>
              Show more paths
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
