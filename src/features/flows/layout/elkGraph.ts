import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api'
import type { DiagramGraph, DiagramState } from '../model/diagramGraph'
import { headerHeight, labelSize, stateHeight, stateWidth, transitionLabelLines } from './nodeSize'
import { stayingLoopsByState, stayingLoopsHeight } from './stayingLoops'

/** The small dot that points at the state a compound state enters first. */
export const initialMarkerId = (parentId: string): string => `${parentId}#initial`
export const INITIAL_MARKER_SIZE = 12

/** One arrow segment per target; a transition without target is drawn as a loop on its source. */
export const edgeId = (transitionId: string, targetIndex: number): string => `${transitionId}#${targetIndex}`

const ROOT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  // Absolute coordinates for every shape and edge: the renderer never has to add up parents' offsets.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.inline': 'false',
  'elk.layered.spacing.nodeNodeBetweenLayers': '56',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '16',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  // States read left to right in the order the machine declares them, starting from the initial one.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
}
const ROOT_PADDING = 16

/** The ELK input for a diagram: compound nodes for nested states, labelled edges, initial markers. */
export function toElkGraph(graph: DiagramGraph): ElkNode {
  const children = new Map<string, DiagramState[]>()
  for (const state of graph.states) {
    if (state.parentId === null) continue
    children.set(state.parentId, [...(children.get(state.parentId) ?? []), state])
  }
  const byId = new Map(graph.states.map((state) => [state.id, state]))
  // drawn inside their state's box by the renderer, below the header: room is made for them there
  const stayingLoops = stayingLoopsByState(graph)

  const toNode = (state: DiagramState): ElkNode => {
    const own = children.get(state.id) ?? []
    if (own.length === 0) return { id: state.id, width: stateWidth(state), height: stateHeight(state) }
    const initial = own.find((child) => child.initial)
    const nodes = own.map(toNode)
    if (initial)
      nodes.unshift({ id: initialMarkerId(state.id), width: INITIAL_MARKER_SIZE, height: INITIAL_MARKER_SIZE })
    return {
      id: state.id,
      layoutOptions: {
        'elk.padding': `[top=${headerHeight(state) + stayingLoopsHeight(stayingLoops.get(state.id) ?? []) + 8},left=16,bottom=16,right=16]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${stateWidth(state)},${stateHeight(state)})`,
        // Regions of a parallel state sit side by side, like the columns of a table.
        ...(state.type === 'parallel' ? { 'elk.direction': 'DOWN' } : {}),
      },
      children: nodes,
    }
  }

  const edges: ElkExtendedEdge[] = []
  for (const state of graph.states) {
    const initial = (children.get(state.id) ?? []).find((child) => child.initial)
    if (initial)
      edges.push({ id: initialMarkerId(state.id), sources: [initialMarkerId(state.id)], targets: [initial.id] })
  }
  const drawnInside = new Set([...stayingLoops.values()].flat().map((transition) => transition.id))
  for (const transition of graph.transitions) {
    if (drawnInside.has(transition.id)) continue
    const targets = transition.targetIds.length > 0 ? transition.targetIds : [transition.sourceId]
    targets.forEach((target, index) => {
      // ELK cannot route an edge from a state into its own descendant or ancestor; those are drawn directly.
      if (target !== transition.sourceId && isNested(byId, transition.sourceId, target)) return
      const size = labelSize(transitionLabelLines(transition))
      edges.push({
        id: edgeId(transition.id, index),
        sources: [transition.sourceId],
        targets: [target],
        labels: [{ id: `${edgeId(transition.id, index)}#label`, text: transition.event, ...size }],
      })
    })
  }

  const root = byId.get(graph.rootId)
  if (!root) throw new Error(`The diagram of ${graph.machineId} has no root state ${graph.rootId}`)
  const rootLoops = stayingLoops.get(root.id) ?? []
  // the root's loops sit under its title, as a compound state's do
  const rootTop = rootLoops.length === 0 ? ROOT_PADDING : headerHeight(root) + stayingLoopsHeight(rootLoops) + 8
  return {
    ...toNode(root),
    layoutOptions: {
      ...toNode(root).layoutOptions,
      ...ROOT_OPTIONS,
      'elk.padding': `[top=${rootTop},left=${ROOT_PADDING},bottom=${ROOT_PADDING},right=${ROOT_PADDING}]`,
    },
    edges,
  }
}

/** True when one of the two states contains the other. */
export function isNested(byId: ReadonlyMap<string, DiagramState>, a: string, b: string): boolean {
  return contains(byId, a, b) || contains(byId, b, a)
}

function contains(byId: ReadonlyMap<string, DiagramState>, ancestor: string, id: string): boolean {
  let current = byId.get(id)?.parentId ?? null
  while (current !== null) {
    if (current === ancestor) return true
    current = byId.get(current)?.parentId ?? null
  }
  return false
}
