import type { DiagramState, DiagramTransition } from '../model/diagramGraph'

/*
 * Sizes are estimated from character counts rather than measured, so the layout is identical in the
 * browser, in a worker and in Node (which has no DOM to measure text with). The renderer uses the
 * same constants, with a monospace-like width per character that over- rather than under-estimates.
 */
export const TITLE_HEIGHT = 30
export const LINE_HEIGHT = 16
export const LABEL_LINE_HEIGHT = 14
const TITLE_CHAR = 8
const LINE_CHAR = 6.6
const LABEL_CHAR = 6.4
const PADDING = 14

/** The lines written inside a state under its name: what it invokes and what it does on entry and exit. */
export function stateDetailLines(state: DiagramState): string[] {
  return [
    ...state.invoke.map((invocation) => `invoke ${invocation.src}`),
    ...state.entry.map((action) => `entry / ${action}`),
    ...state.exit.map((action) => `exit / ${action}`),
  ]
}

/** The lines of an arrow's label: event, then guard, then actions. */
export function transitionLabelLines(transition: DiagramTransition): string[] {
  const lines = [transition.event]
  if (transition.guard !== null) lines.push(`[${transition.guard}]`)
  if (transition.actions.length > 0) lines.push(`/ ${transition.actions.join(', ')}`)
  return lines
}

/** Height of a state's header (name and detail lines); compound states get it as top padding. */
export function headerHeight(state: DiagramState): number {
  return TITLE_HEIGHT + stateDetailLines(state).length * LINE_HEIGHT + (state.description === null ? 0 : LINE_HEIGHT)
}

export function stateWidth(state: DiagramState): number {
  const detail = stateDetailLines(state)
  const widest = Math.max(
    state.key.length * TITLE_CHAR,
    ...detail.map((line) => line.length * LINE_CHAR),
    state.description === null ? 0 : Math.min(state.description.length, 40) * LINE_CHAR,
  )
  return Math.ceil(Math.max(96, widest + 2 * PADDING))
}

export function stateHeight(state: DiagramState): number {
  return headerHeight(state) + 8
}

export function labelSize(lines: readonly string[]): { width: number; height: number } {
  const widest = Math.max(...lines.map((line) => line.length))
  return { width: Math.ceil(widest * LABEL_CHAR + 8), height: lines.length * LABEL_LINE_HEIGHT + 4 }
}

/** Descriptions longer than this are cut with an ellipsis inside the box; the side panel shows them whole. */
export function shortDescription(description: string): string {
  return description.length > 40 ? `${description.slice(0, 39)}…` : description
}
