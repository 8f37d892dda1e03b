import { useEffect, useState } from 'react'
import type { CoverageLoad } from '../paths/coverageFigures'

/** The figures of the last `npm run test:paths` run for this machine. */
export function CoverageSummary({
  machineId,
  load,
}: {
  machineId: string
  load: (machineId: string) => Promise<CoverageLoad>
}) {
  const [coverage, setCoverage] = useState<{ machineId: string; result: CoverageLoad } | null>(null)
  useEffect(() => {
    let current = true
    void load(machineId).then((result) => current && setCoverage({ machineId, result }))
    return () => {
      current = false
    }
  }, [machineId, load])

  const result = coverage?.machineId === machineId ? coverage.result : null
  return (
    <section className="flows-panel__section" aria-labelledby="flows-coverage">
      <h3 id="flows-coverage">Path-test coverage</h3>
      {result === null ? (
        <p className="flows-muted">Reading the last path-test run…</p>
      ) : result.kind === 'no-run' ? (
        <p className="flows-muted">
          No path-test run yet. Run <code>npm run test:paths</code> to measure coverage.
        </p>
      ) : result.kind === 'not-in-run' ? (
        <p className="flows-muted">The last path-test run did not include this flow.</p>
      ) : (
        <dl className="flows-figures">
          <dt>States reached</dt>
          <dd>
            {result.figures.states.reached} of {result.figures.states.total} ({result.figures.states.percent}%)
          </dd>
          <dt>Transitions taken</dt>
          <dd>
            {result.figures.transitions.reached} of {result.figures.transitions.total} (
            {result.figures.transitions.percent}
            %)
          </dd>
          <dt>Guard outcomes</dt>
          <dd>
            {result.figures.guardOutcomes.reached} of {result.figures.guardOutcomes.total} (
            {result.figures.guardOutcomes.percent}%)
          </dd>
          <dt>Paths walked</dt>
          <dd>
            {result.figures.paths},{' '}
            {result.figures.mismatches === 0 ? 'all as expected' : `${result.figures.mismatches} off`}
          </dd>
          {result.generatedAt === null ? null : (
            <>
              <dt>Run</dt>
              <dd>{new Date(result.generatedAt).toLocaleString()}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  )
}
