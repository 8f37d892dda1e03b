/** The notation in plain words, for people who have never read a statechart. */
export function Legend() {
  return (
    <details className="flows-legend" open>
      <summary>How to read the diagram</summary>
      <dl>
        <dt>Rounded box</dt>
        <dd>A state the flow can be in. A box inside a box is a step within a larger stage.</dd>
        <dt>Dashed box side by side</dt>
        <dd>Parallel parts: the flow is in one state of each at the same time.</dd>
        <dt>Black dot and arrow</dt>
        <dd>Where the flow starts (or where a stage starts when entered).</dd>
        <dt>Double border</dt>
        <dd>A final state: the flow or stage is finished.</dd>
        <dt>Arrow with a label</dt>
        <dd>
          What moves the flow: an event (<code>wallet.connect</code>), <code>done:</code> or <code>error:</code> of a
          background task, <code>after 1500 ms</code> (dashed) or <code>always</code> (dotted, immediate).
        </dd>
        <dt>
          <code>[condition]</code>
        </dt>
        <dd>The arrow is only taken when the condition holds; otherwise the next arrow for the same event is tried.</dd>
        <dt>
          <code>/ action</code>, <code>entry /</code>, <code>exit /</code>
        </dt>
        <dd>What the app does on the way, or when it enters or leaves a state.</dd>
        <dt>
          <code>invoke</code>
        </dt>
        <dd>A background task (a request, a wallet signature) running while the flow is in that state.</dd>
        <dt>Colours</dt>
        <dd>
          Blue: where the simulation or the live flow is, and the arrow it just took. Orange: the chosen test path.
          Green: arrows the last walk on the real page took.
        </dd>
      </dl>
    </details>
  )
}
