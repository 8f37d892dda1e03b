import type { WalkLoad } from '../storyboard/walkStoryboard'

const when = (iso: string) => new Date(iso).toLocaleString()

/**
 * "On the page": the real page in the state chosen on the diagram, as the last e2e walk pictured
 * it the first time it rested there. Without a walk the page says so and the rest works as before.
 */
export function StoryboardPanel({
  walk,
  selectedStateId,
  transient,
  onSelect,
}: {
  walk: WalkLoad | null
  selectedStateId: string | null
  /** States left at once by an eventless transition: never on screen. */
  transient: ReadonlySet<string>
  onSelect: (stateId: string | null) => void
}) {
  const picture = walk?.kind === 'walk' && selectedStateId !== null ? walk.pictures.get(selectedStateId) : undefined
  return (
    <section className="flows-panel__section" aria-labelledby="flows-on-the-page">
      <h3 id="flows-on-the-page">On the page</h3>
      {walk === null ? (
        <p className="flows-muted">Reading the last walk on the real page…</p>
      ) : walk.kind === 'no-walk' ? (
        <p className="flows-muted">
          No walk on the real page yet: run <code>npm run test:e2e</code> to picture each state.
        </p>
      ) : (
        <>
          <p className="flows-muted">
            {walk.passed} of {walk.total} paths passed on the real page, walked {when(walk.walkedAt)}; the green arrows
            are the ones they took. Click a state on the diagram, or choose one here, to see the page in it.
          </p>
          <label>
            State{' '}
            <select value={selectedStateId ?? ''} onChange={(event) => onSelect(event.target.value || null)}>
              <option value="">(none)</option>
              {[...walk.pictures.keys()].sort().map((stateId) => (
                <option key={stateId} value={stateId}>
                  {stateId}
                </option>
              ))}
            </select>
          </label>
          {selectedStateId === null ? null : picture ? (
            <figure className="flows-storyboard">
              <a href={picture.url} target="_blank" rel="noreferrer">
                <img src={picture.url} alt={`The real page in ${selectedStateId}`} width={640} height={450} />
              </a>
              <figcaption>
                <strong>{selectedStateId}</strong>, walked {when(picture.takenAt)} (path {picture.path})
              </figcaption>
            </figure>
          ) : (
            <p className="flows-muted" role="status">
              {transient.has(selectedStateId)
                ? `${selectedStateId} is transient: the flow leaves it at once, so the page never shows it.`
                : `No picture of ${selectedStateId}: no walk rested there.`}
            </p>
          )}
        </>
      )}
    </section>
  )
}
