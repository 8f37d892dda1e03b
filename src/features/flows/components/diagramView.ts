import type { DiagramLayout } from '../layout/diagramLayout'

/** The part of the diagram on screen, in diagram units: the SVG viewBox. */
export interface View {
  x: number
  y: number
  width: number
  height: number
}

const MARGIN = 8
const MIN_WIDTH = 80

export function fitView(layout: DiagramLayout): View {
  return { x: -MARGIN, y: -MARGIN, width: layout.width + 2 * MARGIN, height: layout.height + 2 * MARGIN }
}

/** Zooms by `factor` (above 1 is closer) keeping the point at `focus` (fractions of the view) in place. */
export function zoomView(view: View, factor: number, focus = { x: 0.5, y: 0.5 }): View {
  const width = Math.max(MIN_WIDTH, view.width / factor)
  const height = (view.height * width) / view.width
  return {
    x: view.x + (view.width - width) * focus.x,
    y: view.y + (view.height - height) * focus.y,
    width,
    height,
  }
}

export function panView(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy }
}

/** Below this many screen pixels per diagram unit the 11px labels stop being readable. */
export const READABLE_SCALE = 0.75

/**
 * The first view: the whole diagram when it fits readably in the frame, else a readable part of it
 * starting at the top (where the flow starts), centred on `focusX`. "Fit" still shows everything.
 */
export function initialView(layout: DiagramLayout, frame: { width: number; height: number }, focusX: number): View {
  const whole = fitView(layout)
  if (frame.width === 0 || frame.height === 0) return whole
  const fitScale = Math.min(frame.width / whole.width, frame.height / whole.height)
  if (fitScale >= READABLE_SCALE) return whole
  const width = frame.width / READABLE_SCALE
  const height = frame.height / READABLE_SCALE
  const left = Math.min(Math.max(whole.x, focusX - width / 2), whole.x + whole.width - width)
  return { x: Math.max(whole.x, left), y: whole.y, width, height }
}
