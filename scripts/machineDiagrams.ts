/**
 * Every registered machine drawn to files by the same renderer as the flows page: `<machine>.svg`
 * with the Mermaid text and the JSON model beside it, and with `withPaths` one SVG per generated
 * test path with that path highlighted (`<machine>/path-<n>.svg`, numbered as the path tests number
 * them) and a `paths.json` listing each path's steps. `npm run diagrams` and the path-test report
 * both write through here.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import type { MachineEntry } from '../src/machines/registry'
import { generatePaths } from '../src/machines/paths/generate'
import { toDiagramGraph } from '../src/features/flows/model/diagramGraph'
import { layoutDiagram } from '../src/features/flows/layout/diagramLayout'
import { createNodeLayoutEngine } from '../src/features/flows/layout/nodeLayoutEngine'
import { diagramFile } from '../src/features/flows/export/diagramFiles'
import { noHighlight } from '../src/features/flows/render/renderDiagram'
import { describePathEvent } from '../src/features/flows/paths/flowPath'
import { transitionsOfPath } from '../src/features/flows/paths/pathMoves'

export interface WrittenDiagram {
  id: string
  states: number
  transitions: number
  /** `<machine>.svg` under the folder. */
  svg: string
  /** Path drawings written, `<machine>/path-<n>.svg` for n = 1..paths. */
  paths: number
}

export async function writeMachineDiagrams(
  entries: readonly MachineEntry[],
  outDir: string,
  { withPaths = false }: { withPaths?: boolean } = {},
): Promise<WrittenDiagram[]> {
  const engine = createNodeLayoutEngine()
  mkdirSync(outDir, { recursive: true })
  const written: WrittenDiagram[] = []
  for (const entry of entries) {
    const graph = toDiagramGraph(entry.machine)
    const layout = await layoutDiagram(graph, engine)
    for (const format of ['svg', 'mermaid', 'json'] as const) {
      const file = diagramFile(format, graph, layout, entry.title)
      // named by the registry id: one machine may be registered as several flows (the one-shot tasks)
      writeFileSync(join(outDir, `${entry.id}${extname(file.name)}`), file.content)
    }
    let pathCount = 0
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
      pathCount = listed.length
    }
    written.push({
      id: entry.id,
      states: graph.states.length,
      transitions: graph.transitions.length,
      svg: `${entry.id}.svg`,
      paths: pathCount,
    })
  }
  return written
}
