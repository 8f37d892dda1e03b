import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { DiagramGraph } from '../model/diagramGraph'
import type { DiagramLayout } from '../layout/diagramLayout'
import { renderDiagram, type DiagramHighlight } from '../render/renderDiagram'
import { toReactElement } from '../render/svgReact'
import { fitView, initialView, panView, zoomView, type View } from './diagramView'
import { initialMarkerId } from '../layout/elkGraph'

interface DiagramCanvasProps {
  graph: DiagramGraph
  layout: DiagramLayout
  highlight: DiagramHighlight
  title: string
  /** A click on a state's box (not the end of a drag). */
  onSelectState?: (stateId: string) => void
}

/** The diagram, zoomable with the wheel or the buttons and pannable by dragging or with the arrow keys. */
export function DiagramCanvas({ graph, layout, highlight, title, onSelectState }: DiagramCanvasProps) {
  const [view, setView] = useState<View>(() => fitView(layout))
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<{ x: number; y: number } | null>(null)
  // how far the pointer moved since it went down: a drag is not a click on a state
  const travelled = useRef(0)

  // Measured once the frame exists; the layout is fixed for the life of this canvas (keyed by machine).
  useLayoutEffect(() => {
    const box = frame.current?.getBoundingClientRect()
    const start = layout.nodes[initialMarkerId(graph.rootId)]
    const focusX = start ? start.x : layout.width / 2
    setView(initialView(layout, { width: box?.width ?? 0, height: box?.height ?? 0 }, focusX))
  }, [layout, graph.rootId])

  const tree = useMemo(() => renderDiagram(graph, layout, highlight, title), [graph, layout, highlight, title])
  const drawn = useMemo(
    () =>
      toReactElement({
        ...tree,
        attrs: {
          ...tree.attrs,
          viewBox: `${view.x} ${view.y} ${view.width} ${view.height}`,
          width: '100%',
          height: '100%',
          preserveAspectRatio: 'xMidYMin meet',
        },
      }),
    [tree, view],
  )

  // Screen pixels per diagram unit, as `meet` scales the view into the frame.
  const scale = (): number => {
    const box = frame.current?.getBoundingClientRect()
    if (!box || box.width === 0 || box.height === 0) return 1
    return Math.min(box.width / view.width, box.height / view.height)
  }

  useEffect(() => {
    const element = frame.current
    if (!element) return undefined
    // A native listener: React's wheel listener is passive and could not keep the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const box = element.getBoundingClientRect()
      const focus = { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height }
      setView((current) => zoomView(current, event.deltaY < 0 ? 1.15 : 1 / 1.15, focus))
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    drag.current = { x: event.clientX, y: event.clientY }
    travelled.current = 0
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    if (!start) return
    const factor = scale()
    travelled.current += Math.abs(start.x - event.clientX) + Math.abs(start.y - event.clientY)
    setView((current) => panView(current, (start.x - event.clientX) / factor, (start.y - event.clientY) / factor))
    drag.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const wasClick = drag.current !== null && travelled.current < 4
    drag.current = null
    if (!wasClick || !onSelectState || event.type === 'pointercancel') return
    // the capture sends the pointer's events to the frame: find the state under the pointer
    const under = document.elementFromPoint(event.clientX, event.clientY)
    const stateId = under?.closest('[data-state-id]')?.getAttribute('data-state-id')
    if (stateId) onSelectState(stateId)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = 60 / scale()
    const moves: Record<string, () => View> = {
      ArrowLeft: () => panView(view, -step, 0),
      ArrowRight: () => panView(view, step, 0),
      ArrowUp: () => panView(view, 0, -step),
      ArrowDown: () => panView(view, 0, step),
      '+': () => zoomView(view, 1.25),
      '=': () => zoomView(view, 1.25),
      '-': () => zoomView(view, 1 / 1.25),
      '0': () => fitView(layout),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    setView(move())
  }

  return (
    <div className="flows-canvas">
      <div className="flows-canvas__tools" role="toolbar" aria-label="Zoom">
        <button type="button" onClick={() => setView((current) => zoomView(current, 1.25))} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => setView((current) => zoomView(current, 1 / 1.25))} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => setView(fitView(layout))}>
          Fit
        </button>
      </div>
      <div
        ref={frame}
        className="flows-canvas__frame"
        tabIndex={0}
        role="group"
        aria-label={`Diagram of ${title}: drag or use the arrow keys to move, the wheel or + and − to zoom, 0 to fit`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {drawn}
      </div>
    </div>
  )
}
