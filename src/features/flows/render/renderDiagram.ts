import type { DiagramGraph, DiagramState, DiagramTransition } from '../model/diagramGraph'
import type { Box, DiagramLayout, Point } from '../layout/diagramLayout'
import { edgeId, initialMarkerId } from '../layout/elkGraph'
import {
  LABEL_LINE_HEIGHT,
  LINE_HEIGHT,
  labelSize,
  shortDescription,
  stateDetailLines,
  transitionLabelLines,
} from '../layout/nodeSize'
import { placeStayingLoops, type LoopPlacement } from '../layout/stayingLoops'
import { diagramStyle } from './diagramStyle'
import { svg, type SvgElement } from './svgElement'

/** What to emphasise: the states the simulation or live flow is in, and the arrows of a path or last step. */
export interface DiagramHighlight {
  activeStateIds: ReadonlySet<string>
  /** Arrows of the chosen test path. */
  pathTransitionIds: ReadonlySet<string>
  /** The arrow the last step took. */
  takenTransitionIds: ReadonlySet<string>
  /** Arrows the last e2e walk took on the real page (left out: none marked). */
  walkedTransitionIds?: ReadonlySet<string>
}

export const noHighlight: DiagramHighlight = {
  activeStateIds: new Set(),
  pathTransitionIds: new Set(),
  takenTransitionIds: new Set(),
}

const MARGIN = 8

/** The whole diagram as an SVG tree: a pure function, so the page, the export and `npm run diagrams` agree. */
export function renderDiagram(
  graph: DiagramGraph,
  layout: DiagramLayout,
  highlight: DiagramHighlight = noHighlight,
  title = graph.machineId,
): SvgElement {
  const byId = new Map(graph.states.map((state) => [state.id, state]))
  const loops = placeStayingLoops(graph, layout)
  const width = Math.ceil(layout.width + 2 * MARGIN)
  const height = Math.ceil(layout.height + 2 * MARGIN)
  return svg(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      class: 'flows-diagram',
      viewBox: `${-MARGIN} ${-MARGIN} ${width} ${height}`,
      width,
      height,
      role: 'img',
      'aria-label': `Statechart of ${title}`,
      'data-machine-id': graph.machineId,
    },
    svg('title', {}, `Statechart of ${title}`),
    svg('style', {}, diagramStyle),
    svg(
      'defs',
      {},
      svg(
        'marker',
        {
          id: 'flows-arrow',
          viewBox: '0 0 10 10',
          refX: 9,
          refY: 5,
          markerWidth: 10,
          markerHeight: 10,
          markerUnits: 'userSpaceOnUse',
          orient: 'auto-start-reverse',
        },
        svg('path', { d: 'M 0 0 L 10 5 L 0 10 z', class: 'arrow-head' }),
      ),
    ),
    svg('g', { class: 'states' }, ...graph.states.map((state) => renderState(state, byId, layout, highlight))),
    svg('g', { class: 'initial-markers' }, ...graph.states.map((state) => renderInitialMarker(state, layout))),
    svg(
      'g',
      { class: 'edges' },
      ...graph.transitions.map((transition) =>
        renderTransition(transition, layout, highlight, loops.get(transition.id)),
      ),
    ),
  )
}

function renderState(
  state: DiagramState,
  byId: ReadonlyMap<string, DiagramState>,
  layout: DiagramLayout,
  highlight: DiagramHighlight,
): SvgElement {
  const box = layout.nodes[state.id] ?? { x: 0, y: 0, width: 0, height: 0 }
  const isRegion = state.parentId !== null && byId.get(state.parentId)?.type === 'parallel'
  const classes = [
    'state',
    `state--${state.type}`,
    isRegion ? 'state--region' : '',
    state.parentId === null ? 'state--root' : '',
    highlight.activeStateIds.has(state.id) ? 'state--active' : '',
  ].filter(Boolean)
  const lines = [
    ...(state.description === null ? [] : [shortDescription(state.description)]),
    ...stateDetailLines(state),
  ]
  return svg(
    'g',
    { class: classes.join(' '), 'data-state-id': state.id, 'data-state-type': state.type },
    svg('title', {}, stateTooltip(state)),
    svg('rect', { class: 'box', x: box.x, y: box.y, width: box.width, height: box.height, rx: 10 }),
    state.type === 'final'
      ? svg('rect', {
          class: 'box-inner',
          x: box.x + 4,
          y: box.y + 4,
          width: box.width - 8,
          height: box.height - 8,
          rx: 7,
        })
      : null,
    svg(
      'text',
      { class: 'state-name', x: box.x + 12, y: box.y + 20 },
      state.type === 'history' ? `H ${state.key}` : state.key,
      state.type === 'parallel' ? svg('tspan', { class: 'state-kind' }, '  (parallel)') : null,
    ),
    ...lines.map((line, index) =>
      svg(
        'text',
        {
          class: index === 0 && state.description !== null ? 'state-description' : 'state-detail',
          x: box.x + 12,
          y: box.y + 20 + (index + 1) * LINE_HEIGHT,
        },
        line,
      ),
    ),
  )
}

function stateTooltip(state: DiagramState): string {
  const kind = {
    atomic: 'state',
    compound: 'state with sub-states',
    parallel: 'parallel state',
    final: 'final state',
    history: 'history state',
  }[state.type]
  return [`${state.key} (${kind})`, state.description ?? '', ...stateDetailLines(state)].filter(Boolean).join('\n')
}

function renderInitialMarker(state: DiagramState, layout: DiagramLayout): SvgElement | null {
  const box = layout.nodes[initialMarkerId(state.id)]
  const edge = layout.edges[initialMarkerId(state.id)]
  if (!box) return null
  return svg(
    'g',
    { class: 'initial-marker' },
    svg('circle', { cx: box.x + box.width / 2, cy: box.y + box.height / 2, r: box.width / 2 }),
    ...(edge?.points ?? []).map((points) => svg('path', { d: polyline(points), 'marker-end': 'url(#flows-arrow)' })),
  )
}

function renderTransition(
  transition: DiagramTransition,
  layout: DiagramLayout,
  highlight: DiagramHighlight,
  loop: LoopPlacement | undefined,
): SvgElement {
  const classes = [
    'edge',
    `edge--${transition.kind}`,
    highlight.pathTransitionIds.has(transition.id) ? 'edge--path' : '',
    highlight.takenTransitionIds.has(transition.id) ? 'edge--taken' : '',
    highlight.walkedTransitionIds?.has(transition.id) ? 'edge--walked' : '',
  ].filter(Boolean)
  const targets = transition.targetIds.length > 0 ? transition.targetIds : [transition.sourceId]
  const lines = transitionLabelLines(transition)
  const parts: SvgElement[] = []
  let labelBox: Box | null = null
  if (loop) {
    // a transition staying on a compound state is drawn inside its box (see stayingLoops)
    parts.push(svg('path', { d: polyline(loop.points), 'marker-end': 'url(#flows-arrow)' }))
    labelBox = loop.label
  } else {
    targets.forEach((target, index) => {
      const routed = layout.edges[edgeId(transition.id, index)]
      const segments =
        routed && routed.points.length > 0 ? routed.points : [directRoute(layout, transition.sourceId, target)]
      for (const points of segments) parts.push(svg('path', { d: polyline(points), 'marker-end': 'url(#flows-arrow)' }))
      labelBox ??= routed?.label ?? labelNear(segments[0] ?? [], lines)
    })
  }
  return svg(
    'g',
    { class: classes.join(' '), 'data-transition-id': transition.id, 'data-event': transition.eventType },
    ...parts,
    labelBox === null ? null : renderLabel(labelBox, lines),
  )
}

function renderLabel(box: Box, lines: readonly string[]): SvgElement {
  return svg(
    'g',
    { class: 'edge-label' },
    svg('rect', { x: box.x, y: box.y, width: box.width, height: box.height, rx: 3 }),
    ...lines.map((line, index) =>
      svg(
        'text',
        { class: index === 0 ? 'edge-event' : 'edge-detail', x: box.x + 4, y: box.y + 12 + index * LABEL_LINE_HEIGHT },
        line,
      ),
    ),
  )
}

/** For arrows ELK does not route (into a state's own sub-state or out to its parent): a straight line. */
function directRoute(layout: DiagramLayout, sourceId: string, targetId: string): Point[] {
  const source = layout.nodes[sourceId] ?? { x: 0, y: 0, width: 0, height: 0 }
  const target = layout.nodes[targetId] ?? source
  if (sourceId === targetId) {
    const right = source.x + source.width
    return [
      { x: right - 24, y: source.y },
      { x: right - 24, y: source.y - 14 },
      { x: right + 14, y: source.y - 14 },
      { x: right + 14, y: source.y + 14 },
      { x: right, y: source.y + 14 },
    ]
  }
  return [
    { x: source.x + source.width / 2, y: source.y + 12 },
    { x: target.x, y: target.y + Math.min(target.height / 2, 18) },
  ]
}

function labelNear(points: readonly Point[], lines: readonly string[]): Box | null {
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last) return null
  const size = labelSize(lines)
  return { x: (first.x + last.x) / 2 - size.width / 2, y: (first.y + last.y) / 2 - size.height - 2, ...size }
}

function polyline(points: readonly Point[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'} ${round(point.x)} ${round(point.y)}`).join(' ')
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
