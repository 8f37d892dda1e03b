import type { DiagramGraph } from './diagramGraph'

/**
 * The states a state value names, with their ancestors, found on the diagram by key. Live runs
 * arrive as plain state values (snapshots do not cross tabs), so the ids are recovered here.
 */
export function activeStateIdsOf(graph: DiagramGraph, value: unknown): Set<string> {
  const active = new Set<string>([graph.rootId])
  const childOf = (parentId: string, key: string) =>
    graph.states.find((state) => state.parentId === parentId && state.key === key)
  const visit = (parentId: string, part: unknown): void => {
    if (typeof part === 'string') {
      const child = childOf(parentId, part)
      if (child) active.add(child.id)
      return
    }
    if (typeof part !== 'object' || part === null) return
    for (const [key, nested] of Object.entries(part)) {
      const child = childOf(parentId, key)
      if (!child) continue
      active.add(child.id)
      visit(child.id, nested)
    }
  }
  visit(graph.rootId, value)
  return active
}
