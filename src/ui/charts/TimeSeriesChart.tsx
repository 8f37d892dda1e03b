import { lazy, Suspense } from 'react'
import { useOnScreen } from '../viewport/useOnScreen'
import './TimeSeriesChart.css'

/** uPlot (about 50 KB) is fetched when the first chart comes near the screen, never with the page. */
const UplotChart = lazy(() => import('./UplotChart'))

export interface TimePoint {
  /** Unix seconds. */
  time: number
  value: number
}

export interface TimeSeriesChartProps {
  /** Names the chart for assistive technology; the caption says what it shows. */
  label: string
  caption: string
  /** Undefined while the data loads: the chart's frame and caption line keep their final size. */
  points: TimePoint[] | undefined
  /** Bars for per-day totals, a line with points for single prices. */
  kind: 'bars' | 'line'
  unit: string
  height?: number
}

/**
 * A time chart whose drawing library loads only when it comes near the screen; an empty series says
 * 'No data available'. Loading, waiting to be seen, empty and drawn, it keeps the same height, so
 * nothing under it moves.
 */
export function TimeSeriesChart({ label, caption, points, kind, unit, height = 220 }: TimeSeriesChartProps) {
  // drawn when it is a screen's height or less away, so it is ready when scrolled to
  const { ref, seen } = useOnScreen<HTMLElement>('100% 0px')
  return (
    <figure ref={ref} className="koi-chart" aria-label={label}>
      {points === undefined || (!seen && points.length > 0) ? (
        <div className="koi-chart__loading" style={{ height }} />
      ) : points.length === 0 ? (
        <p className="koi-chart__empty" style={{ minHeight: height }}>
          No data available
        </p>
      ) : (
        <Suspense fallback={<div className="koi-chart__loading" style={{ height }} />}>
          <UplotChart points={points} kind={kind} unit={unit} height={height} />
        </Suspense>
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  )
}
