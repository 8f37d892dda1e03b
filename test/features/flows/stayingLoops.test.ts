import { describe, expect, it } from 'vitest'
import { machines } from '../../../src/machines'
import { toDiagramGraph } from '../../../src/features/flows/model/diagramGraph'
import { layoutDiagram, type Box } from '../../../src/features/flows/layout/diagramLayout'
import { createNodeLayoutEngine } from '../../../src/features/flows/layout/nodeLayoutEngine'
import { placeStayingLoops, stayingLoopsByState } from '../../../src/features/flows/layout/stayingLoops'

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height

describe('transitions that stay on a compound state', () => {
  it("are drawn inside the state's box, clear of its title, of its sub-states and of each other", async () => {
    const entry = machines.find((candidate) => candidate.id === 'profileSave')
    if (!entry) throw new Error('profileSave is not registered')
    const graph = toDiagramGraph(entry.machine)
    const layout = await layoutDiagram(graph, createNodeLayoutEngine())

    // the profile's field and image edits are handled on the machine's root, whatever each region does
    const rootLoops = stayingLoopsByState(graph).get(graph.rootId) ?? []
    expect(rootLoops.map((transition) => transition.event).sort()).toEqual(['field.change', 'image.select'])

    const placements = placeStayingLoops(graph, layout)
    const root = layout.nodes[graph.rootId]
    if (!root) throw new Error('the root has no box')
    const labels = rootLoops.map((transition) => placements.get(transition.id)?.label)
    const children = graph.states
      .filter((state) => state.parentId === graph.rootId)
      .map((state) => layout.nodes[state.id])
    for (const label of labels) {
      if (!label) throw new Error('a staying loop was not placed')
      expect(inside(label, root)).toBe(true)
      expect(label.y).toBeGreaterThanOrEqual(root.y + 30)
      for (const child of children) if (child) expect(overlaps(label, child)).toBe(false)
    }
    const [first, second] = labels
    if (first && second) expect(overlaps(first, second)).toBe(false)
  })
})
