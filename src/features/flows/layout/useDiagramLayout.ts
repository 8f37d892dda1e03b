import { useEffect, useState } from 'react'
import type { DiagramGraph } from '../model/diagramGraph'
import { layoutDiagram, type DiagramLayout, type ElkLayoutEngine } from './diagramLayout'

export type LayoutState =
  { kind: 'pending' } | { kind: 'ready'; layout: DiagramLayout } | { kind: 'failed'; message: string }

/** Lays the diagram out once per machine, off the main thread in the browser. */
export function useDiagramLayout(graph: DiagramGraph, engine: ElkLayoutEngine): LayoutState {
  const [state, setState] = useState<{ graph: DiagramGraph; layout: LayoutState }>({
    graph,
    layout: { kind: 'pending' },
  })
  useEffect(() => {
    let current = true
    layoutDiagram(graph, engine).then(
      (layout) => current && setState({ graph, layout: { kind: 'ready', layout } }),
      (error: unknown) =>
        current &&
        setState({
          graph,
          layout: { kind: 'failed', message: error instanceof Error ? error.message : String(error) },
        }),
    )
    return () => {
      current = false
    }
  }, [graph, engine])
  // A layout computed for the previous machine must not be drawn with the new one's states.
  return state.graph === graph ? state.layout : { kind: 'pending' }
}
