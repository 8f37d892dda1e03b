import type { MachineEntry } from '../../../machines/registry'
import type { FlowSimulator, SimulatorView } from '../simulation/flowSimulator'
import { describeEvent, describePayload } from '../simulation/flowSimulator'
import type { DiagramGraph } from '../model/diagramGraph'

interface SimulationPanelProps {
  entry: MachineEntry
  graph: DiagramGraph
  simulator: FlowSimulator
  view: SimulatorView
  /** While watching a live run the controls stay visible but do nothing. */
  disabled: boolean
}

/** Where the simulated flow is and everything that can happen next, each as a button. */
export function SimulationPanel({ entry, graph, simulator, view, disabled }: SimulationPanelProps) {
  const leaves = graph.states.filter(
    (state) =>
      view.activeStateIds.has(state.id) &&
      !graph.states.some((child) => child.parentId === state.id && view.activeStateIds.has(child.id)),
  )
  const pathOf = (id: string): string => id.split('.').slice(1).join(' › ') || id
  const finished = view.snapshot.status !== 'active'

  return (
    <>
      <section className="flows-panel__section" aria-labelledby="flows-current">
        <h3 id="flows-current">Current state</h3>
        <ul className="flows-current" data-testid="flows-current-state">
          {leaves.map((state) => (
            <li key={state.id}>{pathOf(state.id)}</li>
          ))}
        </ul>
        {finished ? <p className="flows-muted">The flow has finished ({view.snapshot.status}).</p> : null}
      </section>

      <section className="flows-panel__section" aria-labelledby="flows-events">
        <h3 id="flows-events">What can happen now</h3>
        {view.acceptedEvents.length === 0 && view.pending.length === 0 && view.delays.length === 0 ? (
          <p className="flows-muted">Nothing: no event moves the flow from here.</p>
        ) : null}
        <div className="flows-buttons">
          {view.acceptedEvents.map((event, index) => (
            <button
              key={`${event.type}-${index}`}
              type="button"
              disabled={disabled}
              onClick={() => simulator.send(event)}
            >
              {describeEvent(event)}
            </button>
          ))}
        </div>
        {view.pending.map((invocation) => {
          const samples = entry.samples.actors[invocation.src] ?? {
            output: [undefined],
            error: [{ message: 'Failed' }],
          }
          return (
            <div key={invocation.id} className="flows-pending" role="group" aria-label={`${invocation.src} is running`}>
              <p>
                <strong>{invocation.src}</strong> is running: choose its result
              </p>
              <div className="flows-buttons">
                {samples.output.map((output, index) => (
                  <button
                    key={`done-${index}`}
                    type="button"
                    disabled={disabled}
                    onClick={() => simulator.resolve(invocation, output)}
                  >
                    Resolve with{describePayload(output) || ' no value'}
                  </button>
                ))}
                {samples.error.map((error, index) => (
                  <button
                    key={`error-${index}`}
                    type="button"
                    className="flows-button--error"
                    disabled={disabled}
                    onClick={() => simulator.reject(invocation, error)}
                  >
                    Reject with{describePayload(error)}
                  </button>
                ))}
              </div>
            </div>
          )
        })}
        {view.delays.length === 0 ? null : (
          <div className="flows-buttons">
            {view.delays.map((delay) => (
              <button key={delay.event} type="button" disabled={disabled} onClick={() => simulator.advance(delay.ms)}>
                Let {delay.ms} ms pass
              </button>
            ))}
          </div>
        )}
      </section>

      {view.guards.length === 0 ? null : (
        <section className="flows-panel__section" aria-labelledby="flows-guards">
          <h3 id="flows-guards">Conditions</h3>
          <p className="flows-muted">How each condition answers the next time the flow asks it.</p>
          <ul className="flows-guards">
            {view.guards.map((guard) => (
              <li key={guard.name}>
                <label>
                  <input
                    type="checkbox"
                    checked={guard.outcome}
                    disabled={disabled}
                    onChange={(event) => simulator.chooseGuard(guard.name, event.target.checked)}
                  />{' '}
                  <code>{guard.name}</code> {guard.outcome ? 'holds' : 'does not hold'}
                </label>
              </li>
            ))}
          </ul>
        </section>
      )}

      {view.ruleGuards.length === 0 ? null : (
        <section className="flows-panel__section" aria-labelledby="flows-rule-guards">
          <h3 id="flows-rule-guards">Decided by the data</h3>
          <p className="flows-muted">
            The product&apos;s rules judge these on the flow&apos;s own data, as in the app: settle a call with another
            result to change them.
          </p>
          <ul className="flows-guards" aria-labelledby="flows-rule-guards">
            {view.ruleGuards.map((name) => (
              <li key={name}>
                <code>{name}</code>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="flows-panel__section" aria-labelledby="flows-history">
        <h3 id="flows-history">History</h3>
        {view.moves.length === 0 ? (
          <p className="flows-muted">At the start.</p>
        ) : (
          <ol className="flows-history">
            {view.moves.map((move, index) => (
              <li key={index}>{move.label}</li>
            ))}
          </ol>
        )}
        <div className="flows-buttons">
          <button type="button" disabled={disabled || view.moves.length === 0} onClick={() => simulator.back()}>
            Step back
          </button>
          <button type="button" disabled={disabled || view.moves.length === 0} onClick={() => simulator.reset()}>
            Reset
          </button>
        </div>
      </section>
    </>
  )
}
