import type { ElkNode } from 'elkjs/lib/elk-api'
import type { DiagramGraph } from '../model/diagramGraph'
import { toElkGraph } from './elkGraph'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}
export interface Point {
  x: number
  y: number
}

/** Where everything goes, in absolute coordinates: states, initial markers, arrow polylines and labels. */
export interface DiagramLayout {
  width: number
  height: number
  /** By state id, and by `<parent id>#initial` for initial markers. */
  nodes: Record<string, Box>
  /** By edge id (`<transition id>#<target index>`, or `<parent id>#initial`). */
  edges: Record<string, { points: Point[][]; label: Box | null }>
}

/** Anything that lays out an ELK graph: elkjs in Node, elkjs behind a Web Worker in the browser. */
export type ElkLayoutEngine = (graph: ElkNode) => Promise<ElkNode>

export async function layoutDiagram(graph: DiagramGraph, engine: ElkLayoutEngine): Promise<DiagramLayout> {
  return readElkLayout(await engine(toElkGraph(graph)))
}

export function readElkLayout(root: ElkNode): DiagramLayout {
  const nodes: DiagramLayout['nodes'] = {}
  const visit = (node: ElkNode): void => {
    nodes[node.id] = { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 }
    for (const child of node.children ?? []) visit(child)
  }
  visit(root)

  const edges: DiagramLayout['edges'] = {}
  const collectEdges = (node: ElkNode): void => {
    for (const edge of node.edges ?? []) {
      const points = (edge.sections ?? []).map((section) => [
        section.startPoint,
        ...(section.bendPoints ?? []),
        section.endPoint,
      ])
      const label = edge.labels?.[0]
      edges[edge.id] = {
        points,
        label: label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 } : null,
      }
    }
    for (const child of node.children ?? []) collectEdges(child)
  }
  collectEdges(root)

  return { width: root.width ?? 0, height: root.height ?? 0, nodes, edges }
}
