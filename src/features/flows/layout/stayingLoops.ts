import type { DiagramGraph, DiagramTransition } from '../model/diagramGraph'
import type { Box, DiagramLayout, Point } from './diagramLayout'
import { headerHeight, labelSize, transitionLabelLines } from './nodeSize'

/** Space between two stacked loops, and the loop's own width inside the box. */
const LOOP_GAP = 6
const LOOP_WIDTH = 16
const INSET = 8

/**
 * Transitions that stay on a compound state (no target, or the state itself), by state. ELK cannot
 * route a loop around a node that holds others (least of all the root), so these are drawn inside
 * the state's box instead: under its header, one below another, right-aligned, each a small arrow
 * turning back into the box with its label beside it.
 */
export function stayingLoopsByState(graph: DiagramGraph): Map<string, DiagramTransition[]> {
  const compound = new Set(graph.states.flatMap((state) => (state.parentId === null ? [] : [state.parentId])))
  const loops = new Map<string, DiagramTransition[]>()
  for (const transition of graph.transitions) {
    const stays =
      transition.targetIds.length === 0 ||
      (transition.targetIds.length === 1 && transition.targetIds[0] === transition.sourceId)
    if (!stays || !compound.has(transition.sourceId)) continue
    loops.set(transition.sourceId, [...(loops.get(transition.sourceId) ?? []), transition])
  }
  return loops
}

/** Extra top padding a compound state needs for its stacked loops. */
export function stayingLoopsHeight(loops: readonly DiagramTransition[]): number {
  return loops.reduce((height, transition) => height + labelSize(transitionLabelLines(transition)).height + LOOP_GAP, 0)
}

export interface LoopPlacement {
  label: Box
  points: Point[]
}

/** Where each staying loop is drawn, by transition id, from the laid-out boxes of its states. */
export function placeStayingLoops(graph: DiagramGraph, layout: DiagramLayout): Map<string, LoopPlacement> {
  const placements = new Map<string, LoopPlacement>()
  const byId = new Map(graph.states.map((state) => [state.id, state]))
  for (const [stateId, loops] of stayingLoopsByState(graph)) {
    const box = layout.nodes[stateId]
    const state = byId.get(stateId)
    if (!box || !state) continue
    const right = box.x + box.width - INSET
    let top = box.y + headerHeight(state)
    for (const transition of loops) {
      const size = labelSize(transitionLabelLines(transition))
      const y = top + size.height / 2
      placements.set(transition.id, {
        label: { x: right - LOOP_WIDTH - 4 - size.width, y: top, ...size },
        points: [
          { x: right - LOOP_WIDTH, y: y - 5 },
          { x: right, y: y - 5 },
          { x: right, y: y + 5 },
          { x: right - LOOP_WIDTH, y: y + 5 },
        ],
      })
      top += size.height + LOOP_GAP
    }
  }
  return placements
}
