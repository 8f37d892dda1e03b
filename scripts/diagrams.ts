/**
 * Writes the diagram of every registered machine to `reports/diagrams/<machine>.svg`, with the
 * Mermaid text and the JSON model beside it, drawn by the same renderer as the flows page.
 * With `--paths`, also one SVG per generated test path with that path highlighted
 * (`reports/diagrams/<machine>/path-<n>.svg`) and a `paths.json` listing each path's steps, so the
 * path-test report can show every path next to its drawing.
 *
 *   npm run diagrams [-- --paths] [-- --out <folder>]
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { machines } from '../src/machines'
import { generatePaths } from '../src/machines/paths/generate'
import { toDiagramGraph } from '../src/features/flows/model/diagramGraph'
import { layoutDiagram } from '../src/features/flows/layout/diagramLayout'
import { createNodeLayoutEngine } from '../src/features/flows/layout/nodeLayoutEngine'
import { diagramFile } from '../src/features/flows/export/diagramFiles'
import { noHighlight } from '../src/features/flows/render/renderDiagram'
import { describePathEvent } from '../src/features/flows/paths/flowPath'
import { transitionsOfPath } from '../src/features/flows/paths/pathMoves'

const args = process.argv.slice(2)
const withPaths = args.includes('--paths')
const outIndex = args.indexOf('--out')
const outDir = outIndex >= 0 ? (args[outIndex + 1] ?? 'reports/diagrams') : 'reports/diagrams'

const engine = createNodeLayoutEngine()
mkdirSync(outDir, { recursive: true })

for (const entry of machines) {
  const graph = toDiagramGraph(entry.machine)
  const layout = await layoutDiagram(graph, engine)
  for (const format of ['svg', 'mermaid', 'json'] as const) {
    const file = diagramFile(format, graph, layout, entry.title)
    writeFileSync(join(outDir, file.name), file.content)
  }
  let pathNote = ''
  if (withPaths) {
    const folder = join(outDir, entry.id)
    mkdirSync(folder, { recursive: true })
    const paths = generatePaths(entry).paths.map((path) => path.steps.slice(1).map((step) => step.event))
    const listed = paths.map((events, index) => {
      const file = diagramFile('svg', graph, layout, `${entry.title}, path ${index + 1}`, {
        ...noHighlight,
        pathTransitionIds: transitionsOfPath(entry, events),
      })
      const name = `path-${index + 1}.svg`
      writeFileSync(join(folder, name), file.content)
      return {
        path: index + 1,
        svg: `${entry.id}/${name}`,
        steps: events.map((event) => describePathEvent(event, graph)),
      }
    })
    writeFileSync(join(folder, 'paths.json'), `${JSON.stringify(listed, null, 2)}\n`)
    pathNote = `, ${listed.length} path drawings in ${folder}`
  }
  console.log(
    `${entry.id}: ${graph.states.length} states, ${graph.transitions.length} transitions → ${join(outDir, `${entry.id}.svg`)}${pathNote}`,
  )
}
