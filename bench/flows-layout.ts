/**
 * Time to turn every registered machine into a drawn diagram: reading the model from the machine,
 * ELK layout (on this thread, as `npm run diagrams` does; the page runs the same work in a worker)
 * and rendering the SVG. Prints medians over several runs after a warm-up; never fails on a figure.
 *
 *   npm run bench:flows [-- --runs 10]
 */
import { machines } from '../src/machines'
import { toDiagramGraph } from '../src/features/flows/model/diagramGraph'
import { layoutDiagram } from '../src/features/flows/layout/diagramLayout'
import { createNodeLayoutEngine } from '../src/features/flows/layout/nodeLayoutEngine'
import { renderDiagram } from '../src/features/flows/render/renderDiagram'
import { toSvgString } from '../src/features/flows/render/svgElement'

const runsIndex = process.argv.indexOf('--runs')
const runs = Math.max(1, Number(process.argv[runsIndex + 1] ?? 7) || 7)
const engine = createNodeLayoutEngine()

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
const ms = (value: number) => `${value.toFixed(1)} ms`

// Warm-up: the first layout pays for ELK's start-up, which the page pays once per visit.
const firstStart = performance.now()
for (const entry of machines) await layoutDiagram(toDiagramGraph(entry.machine), engine)
const firstRun = performance.now() - firstStart

const rows: string[][] = []
let total = 0
for (const entry of machines) {
  const model: number[] = []
  const layout: number[] = []
  const render: number[] = []
  let size = 0
  let states = 0
  let transitions = 0
  for (let run = 0; run < runs; run += 1) {
    const t0 = performance.now()
    const graph = toDiagramGraph(entry.machine)
    const t1 = performance.now()
    const laidOut = await layoutDiagram(graph, engine)
    const t2 = performance.now()
    const svg = toSvgString(renderDiagram(graph, laidOut))
    const t3 = performance.now()
    model.push(t1 - t0)
    layout.push(t2 - t1)
    render.push(t3 - t2)
    size = svg.length
    states = graph.states.length
    transitions = graph.transitions.length
  }
  const sum = median(model) + median(layout) + median(render)
  total += sum
  rows.push([
    entry.id,
    String(states),
    String(transitions),
    ms(median(model)),
    ms(median(layout)),
    ms(median(render)),
    ms(sum),
    `${(size / 1024).toFixed(1)} KB`,
  ])
}

const header = ['machine', 'states', 'transitions', 'model', 'layout', 'render', 'total', 'svg']
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)))
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')
console.log(`Flows diagrams: median of ${runs} runs per machine (Node ${process.version})`)
console.log(line(header))
for (const row of rows) console.log(line(row))
console.log(`every machine: ${ms(total)} (first run, with ELK start-up: ${ms(firstRun)})`)
