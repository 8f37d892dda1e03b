import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { MachineCoverage } from '../../src/machines/paths/coverage'
import type { WrittenDiagram } from '../../scripts/machineDiagrams'

/** Where `npm run test:paths` writes its coverage report. */
export const REPORT_DIR = join(process.cwd(), 'reports', 'paths')
/** The report's drawings, under {@link REPORT_DIR}. */
export const DIAGRAMS_DIR = 'diagrams'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const yesNo = (value: boolean) => (value ? '<td class="yes">yes</td>' : '<td class="no">no</td>')

const percent = (figure: { reached: number; total: number; percent: number }) =>
  `${figure.reached} / ${figure.total} (${figure.percent}%)`

/** How a transition's trigger reads for someone who has not seen the code. */
function triggerWords(transition: MachineCoverage['transitions'][number]): string {
  const { eventType, call, delayMs } = transition
  if (eventType === '(always)') return 'immediately'
  if (eventType.startsWith('xstate.done.actor.')) return `when ${call ?? 'the running call'} succeeds`
  if (eventType.startsWith('xstate.error.actor.')) return `when ${call ?? 'the running call'} fails`
  if (eventType.startsWith('xstate.after.')) {
    return `after ${eventType.split('.')[2] ?? 'a delay'}${delayMs === undefined ? '' : ` (${delayMs} ms)`}`
  }
  return `on ${eventType}`
}

function machineSection(coverage: MachineCoverage, drawing: WrittenDiagram | undefined): string {
  const { figures } = coverage
  const states = coverage.states.map((state) => `<tr><td>${escape(state.id)}</td>${yesNo(state.reached)}</tr>`).join('')
  const transitions = coverage.transitions
    .map(
      (transition) =>
        `<tr><td>${escape(transition.source)}</td><td>${escape(triggerWords(transition))}</td><td>${escape(
          transition.guard ?? '',
        )}</td><td>${escape(transition.targets.join(', ') || '(stays)')}</td>${yesNo(transition.taken)}</tr>`,
    )
    .join('')
  const guards = coverage.guards
    .map(
      (guard) =>
        `<tr><td>${escape(guard.name)}</td><td>${
          guard.decidedBy === 'rule' ? 'the data (a spec rule)' : 'the outside world (each path chooses)'
        }</td>${yesNo(guard.seenTrue)}${yesNo(guard.seenFalse)}</tr>`,
    )
    .join('')
  // path n is drawn as <machine>/path-<n>.svg: the drawings number the generated paths as they are walked
  const pathDrawing = (index: number) =>
    drawing && index < drawing.paths
      ? ` <a href="${DIAGRAMS_DIR}/${escape(coverage.id)}/path-${index + 1}.svg">drawing</a>`
      : ''
  const paths = coverage.paths
    .map(
      (path, index) =>
        `<li>${path.events.map(escape).join(' &rarr; ') || '(start)'} <span class="end">&rArr; ${escape(path.finalState)}</span>${
          path.mismatch ? ` <strong class="no">${escape(path.mismatch)}</strong>` : ''
        }${pathDrawing(index)}</li>`,
    )
    .join('')
  const diagram = drawing
    ? `<figure><a href="${DIAGRAMS_DIR}/${escape(drawing.svg)}"><img class="diagram" src="${DIAGRAMS_DIR}/${escape(
        drawing.svg,
      )}" alt="Diagram of ${escape(coverage.title)}"></a></figure>`
    : ''
  return `<section id="${escape(coverage.id)}">
<h2>${escape(coverage.title)}</h2>
<p>${escape(coverage.description)}</p>
${diagram}
<table class="figures"><tr><th>States reached</th><td>${percent(figures.states)}</td></tr>
<tr><th>Transitions taken</th><td>${percent(figures.transitions)}</td></tr>
<tr><th>Guard answers seen</th><td>${percent(figures.guardOutcomes)}</td></tr>
<tr><th>Paths walked</th><td>${figures.paths} (${figures.mismatches} off the predicted route)</td></tr>
<tr><th>Simple paths</th><td>${coverage.generation.simpleSkipped ? escape(`not enumerated: ${coverage.generation.simpleSkipped}`) : coverage.generation.simple}</td></tr></table>
<h3>States</h3><table><tr><th>State</th><th>Reached</th></tr>${states}</table>
<h3>Transitions</h3><table><tr><th>From</th><th>Trigger</th><th>Condition</th><th>To</th><th>Taken</th></tr>${transitions}</table>
<h3>Conditions (guards)</h3><table><tr><th>Condition</th><th>Decided by</th><th>Seen true</th><th>Seen false</th></tr>${guards}</table>
<details><summary>Paths (${coverage.paths.length}), as the sequence of what happens</summary><ol class="paths">${paths}</ol></details>
</section>`
}

function html(coverages: MachineCoverage[], drawings: ReadonlyMap<string, WrittenDiagram>): string {
  const rows = coverages
    .map(
      (coverage) =>
        `<tr><td><a href="#${escape(coverage.id)}">${escape(coverage.title)}</a></td><td>${percent(coverage.figures.states)}</td><td>${percent(
          coverage.figures.transitions,
        )}</td><td>${percent(coverage.figures.guardOutcomes)}</td><td>${coverage.figures.paths}</td></tr>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Koi workflow path coverage</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem;max-width:75rem}table{border-collapse:collapse;margin:.5rem 0}
td,th{border:1px solid #ccc;padding:.2rem .5rem;text-align:left}.yes{color:#176c2b}.no{color:#b00020;font-weight:bold}
.paths li{margin:.2rem 0}.end{color:#555}section{margin-top:2.5rem}.diagram{max-width:100%;max-height:40rem;border:1px solid #ddd}</style></head><body>
<h1>Koi workflow path coverage</h1>
<p>Every workflow a member goes through is a state machine. Its paths are generated from the machine itself and each one is
walked on the real machine with simulated calls, wallet and clock. "Reached" means at least one walked path went there.
Arrows read left to right: an event the member or the wallet sends, <em>[a call resolving or rejecting]</em>, or
<em>[time passing]</em>; conditions that depend on the outside world (logged in, wallet connected) are answered in
parentheses. Conditions that are spec rules are never answered by hand: the machine judges them on the event or the
call's result shown, so every path is one that can happen.</p>
<p>The covering set of each machine (the fewest generated paths that still reach every state and transition) is also
walked on the real pages in Chromium by <code>npm run test:e2e</code>: <a href="ui/index.html">what a member sees at the
end of every UI-walked path</a>.</p>
<table><tr><th>Workflow</th><th>States</th><th>Transitions</th><th>Guard answers</th><th>Paths</th></tr>${rows}</table>
${coverages.map((coverage) => machineSection(coverage, drawings.get(coverage.id))).join('\n')}
</body></html>`
}

/**
 * Writes `index.html`, `summary.json` and one `<machine>.json` per machine into {@link REPORT_DIR};
 * the page shows the drawings already written under {@link DIAGRAMS_DIR}.
 */
export function writeReports(
  coverages: MachineCoverage[],
  drawings: ReadonlyMap<string, WrittenDiagram> = new Map(),
): void {
  mkdirSync(REPORT_DIR, { recursive: true })
  for (const coverage of coverages) {
    writeFileSync(join(REPORT_DIR, `${coverage.id}.json`), `${JSON.stringify(coverage, null, 2)}\n`)
  }
  // the flows page reads this file to show each machine's figures beside its diagram
  const summary = {
    generatedAt: new Date().toISOString(),
    machines: coverages.map(({ id, title, figures }) => ({ id, title, figures })),
  }
  writeFileSync(join(REPORT_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`)
  writeFileSync(join(REPORT_DIR, 'index.html'), html(coverages, drawings))
}
