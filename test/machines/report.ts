import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { machines } from '../../src/machines/index'
import { coverMachine, type MachineCoverage } from '../../src/machines/paths/coverage'
import { transientStateIds } from '../../src/machines/paths/structure'
import type { WrittenDiagram } from '../../scripts/machineDiagrams'
import { readUiWalks, type UiWalks } from '../e2e/harness/uiWalkReport'

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

/** Where the UI walks' files are, from the report's own folder. */
const UI_DIR = 'ui'

const walkDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

/** A state's row: reached by the generated paths, and what the real page looked like there. */
function stateRow(
  id: string,
  reached: boolean,
  transient: boolean,
  coverage: MachineCoverage,
  walks: UiWalks | undefined,
) {
  const picture = walks?.states?.states[id]
  let page: string
  if (transient) page = '<td class="transient">transient: left at once, never shown</td>'
  else if (picture) {
    const src = `${UI_DIR}/${escape(coverage.id)}/${escape(picture.picture)}`
    page = `<td><a href="${src}"><img class="thumb" src="${src}" alt="The real page in ${escape(id)}" loading="lazy" width="240"></a><br><small>path ${picture.path}</small></td>`
  } else page = `<td class="no">${walks ? 'no picture: no walk rested here' : 'not walked in this run'}</td>`
  return `<tr><td>${escape(id)}</td>${yesNo(reached)}${page}</tr>`
}

/** The machine's covering paths as walked on the real page in Chromium by the e2e run. */
function uiSection(coverage: MachineCoverage, walks: UiWalks | undefined): string {
  if (!walks) {
    return '<h3>On the real page</h3><p class="no">Not walked on the real page in this run.</p>'
  }
  const { machine } = walks
  const passed = machine.paths.filter((path) => path.outcome === 'passed').length
  const items = machine.paths
    .map((path) => {
      const shot = `${UI_DIR}/${escape(coverage.id)}/path-${path.number}.png`
      return `<li class="${path.outcome}"><h4>Path ${path.number}: ${path.outcome}</h4>
<p>${path.description.map(escape).join(' &rarr; ') || '(start)'} <strong>&rArr; ${escape(path.finalState)}</strong></p>${
        path.error ? `<p class="${path.outcome === 'unreachable' ? 'transient' : 'no'}">${escape(path.error)}</p>` : ''
      }
<a href="${shot}"><img class="thumb" src="${shot}" alt="The page at the end of path ${path.number}" loading="lazy" width="320"></a></li>`
    })
    .join('\n')
  const unreachable = machine.paths.filter((path) => path.outcome === 'unreachable').length
  const notOnPage = unreachable ? `; ${unreachable} cannot happen on the page (the reason is given)` : ''
  return `<h3>On the real page</h3><p>${passed} of ${machine.paths.length} covering paths passed on the real page in Chromium${notOnPage} (walked ${walkDate(machine.walkedAt)}).</p>
<details><summary>Each walked path with the page at its end</summary><ol class="walks">${items}</ol></details>`
}

function machineSection(
  coverage: MachineCoverage,
  drawing: WrittenDiagram | undefined,
  walks: UiWalks | undefined,
): string {
  const { figures } = coverage
  const entry = machines.find((candidate) => candidate.id === coverage.id)
  const transient = entry ? transientStateIds(entry.machine) : new Set<string>()
  const states = coverage.states
    .map((state) => stateRow(state.id, state.reached, transient.has(state.id), coverage, walks))
    .join('')
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
${uiSection(coverage, walks)}
<h3>States</h3><table><tr><th>State</th><th>Reached</th><th>On the real page (first time a walk rested there)</th></tr>${states}</table>
<h3>Transitions</h3><table><tr><th>From</th><th>Trigger</th><th>Condition</th><th>To</th><th>Taken</th></tr>${transitions}</table>
<h3>Conditions (guards)</h3><table><tr><th>Condition</th><th>Decided by</th><th>Seen true</th><th>Seen false</th></tr>${guards}</table>
<details><summary>Paths (${coverage.paths.length}), as the sequence of what happens</summary><ol class="paths">${paths}</ol></details>
</section>`
}

function uiFigure(walks: UiWalks | undefined): string {
  if (!walks) return '<td class="no">not walked</td>'
  const { paths } = walks.machine
  const passed = paths.filter((path) => path.outcome === 'passed').length
  const failed = paths.filter((path) => path.outcome === 'failed').length
  const unreachable = paths.length - passed - failed
  return `<td class="${failed === 0 ? 'yes' : 'no'}">${passed} / ${paths.length} passed${unreachable ? `, ${unreachable} not possible on the page` : ''}</td>`
}

function html(
  coverages: MachineCoverage[],
  drawings: ReadonlyMap<string, WrittenDiagram>,
  walks: ReadonlyMap<string, UiWalks>,
): string {
  const rows = coverages
    .map(
      (coverage) =>
        `<tr><td><a href="#${escape(coverage.id)}">${escape(coverage.title)}</a></td><td>${percent(coverage.figures.states)}</td><td>${percent(
          coverage.figures.transitions,
        )}</td><td>${percent(coverage.figures.guardOutcomes)}</td><td>${coverage.figures.paths}</td>${uiFigure(walks.get(coverage.id))}</tr>`,
    )
    .join('')
  const walked = coverages.filter((coverage) => walks.has(coverage.id)).length
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Koi workflow path coverage</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem;max-width:75rem}table{border-collapse:collapse;margin:.5rem 0}
td,th{border:1px solid #ccc;padding:.2rem .5rem;text-align:left}.yes{color:#176c2b}.no{color:#b00020;font-weight:bold}
.paths li{margin:.2rem 0}.end{color:#555}.thumb{border:1px solid #ccc;max-width:100%;height:auto}
.walks li{list-style:none;margin:1rem 0}.failed h4{color:#b00020}.passed h4{color:#176c2b}.unreachable h4{color:#555}.transient{color:#555;font-style:italic}section{margin-top:2.5rem}.diagram{max-width:100%;max-height:40rem;border:1px solid #ddd}</style></head><body>
<h1>Koi workflow path coverage</h1>
<p>Every workflow a member goes through is a state machine. Its paths are generated from the machine itself and each one is
walked on the real machine with simulated calls, wallet and clock. "Reached" means at least one walked path went there.
Arrows read left to right: an event the member or the wallet sends, <em>[a call resolving or rejecting]</em>, or
<em>[time passing]</em>; conditions that depend on the outside world (logged in, wallet connected) are answered in
parentheses. Conditions that are spec rules are never answered by hand: the machine judges them on the event or the
call's result shown, so every path is one that can happen.</p>
<p>The covering set of a machine (the fewest generated paths that still reach every state and transition) is then
walked on the real page in Chromium by <code>npm run test:e2e</code>, against the real server and chain: every step must
be reported by the page's own running machine. ${walked} of ${coverages.length} machines were walked on the real page in
this run. Each machine below shows those paths, passed or failed, with the page at the end, and for every state the page
can rest in, the real page the first time a walk rested there. "Transient" states are left at once by a transition that
needs no event, so the page never shows them. A resting state with no picture was never rested in by a walk of this run
(the walk only passed through it, or the machine was not walked): its screen is not checked on the real page.</p>
<table><tr><th>Workflow</th><th>States</th><th>Transitions</th><th>Guard answers</th><th>Paths</th><th>On the real page</th></tr>${rows}</table>
${coverages.map((coverage) => machineSection(coverage, drawings.get(coverage.id), walks.get(coverage.id))).join('\n')}
</body></html>`
}

const drawingsFile = () => join(REPORT_DIR, DIAGRAMS_DIR, 'drawings.json')

/**
 * Writes `index.html`, `summary.json` and one `<machine>.json` per machine into {@link REPORT_DIR};
 * the page shows the drawings already written under {@link DIAGRAMS_DIR}, and whatever the e2e
 * walks of the current run have recorded under `ui/`.
 */
export function writeReports(
  coverages: MachineCoverage[],
  drawings: ReadonlyMap<string, WrittenDiagram> = new Map(),
): void {
  mkdirSync(join(REPORT_DIR, DIAGRAMS_DIR), { recursive: true })
  for (const coverage of coverages) {
    writeFileSync(join(REPORT_DIR, `${coverage.id}.json`), `${JSON.stringify(coverage, null, 2)}\n`)
  }
  writeFileSync(drawingsFile(), `${JSON.stringify([...drawings.values()], null, 2)}\n`)
  // the flows page reads this file to show each machine's figures beside its diagram
  const summary = {
    generatedAt: new Date().toISOString(),
    machines: coverages.map(({ id, title, figures }) => ({ id, title, figures })),
  }
  writeFileSync(join(REPORT_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`)
  writeFileSync(join(REPORT_DIR, 'index.html'), html(coverages, drawings, readUiWalks()))
}

/**
 * Writes `index.html` again with the walks the e2e run has just recorded, from the coverage the
 * path tests stored (computed here for a machine they have not stored). The e2e run calls it at
 * its end, so after `npm test` the one report holds both.
 */
export function rewriteReportWithWalks(): void {
  const coverages = machines.map((entry) => {
    const file = join(REPORT_DIR, `${entry.id}.json`)
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MachineCoverage) : coverMachine(entry)
  })
  const drawings = new Map<string, WrittenDiagram>(
    existsSync(drawingsFile())
      ? (JSON.parse(readFileSync(drawingsFile(), 'utf8')) as WrittenDiagram[]).map((drawing) => [drawing.id, drawing])
      : [],
  )
  mkdirSync(REPORT_DIR, { recursive: true })
  writeFileSync(join(REPORT_DIR, 'index.html'), html(coverages, drawings, readUiWalks()))
}
