import type { DiagramGraph } from '../model/diagramGraph'
import { toMermaid } from '../model/mermaid'
import type { DiagramLayout } from '../layout/diagramLayout'
import { renderDiagram, noHighlight, type DiagramHighlight } from '../render/renderDiagram'
import { toSvgString } from '../render/svgElement'

export type DiagramFormat = 'svg' | 'mermaid' | 'json'

export interface DiagramFile {
  name: string
  type: string
  content: string
}

/** One machine's diagram as a file to download or to write into `reports/diagrams/`. */
export function diagramFile(
  format: DiagramFormat,
  graph: DiagramGraph,
  layout: DiagramLayout,
  title: string,
  highlight: DiagramHighlight = noHighlight,
): DiagramFile {
  switch (format) {
    case 'svg':
      return {
        name: `${graph.machineId}.svg`,
        type: 'image/svg+xml',
        content: `<?xml version="1.0" encoding="UTF-8"?>\n${toSvgString(renderDiagram(graph, layout, highlight, title))}\n`,
      }
    case 'mermaid':
      return { name: `${graph.machineId}.mmd`, type: 'text/plain', content: toMermaid(graph) }
    case 'json':
      return {
        name: `${graph.machineId}.json`,
        type: 'application/json',
        content: `${JSON.stringify(graph, null, 2)}\n`,
      }
  }
}
