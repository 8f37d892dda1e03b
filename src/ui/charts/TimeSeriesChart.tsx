import { lazy, Suspense } from 'react'
import './TimeSeriesChart.css'

/** uPlot (about 50 KB) is fetched with the first chart on screen, never with the page. */
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
 * A time chart whose drawing library loads only with it; an empty series says 'No data available'.
 * Loading, empty and drawn, it keeps the same height, so nothing under it moves.
 */
export function TimeSeriesChart({ label, caption, points, kind, unit, height = 220 }: TimeSeriesChartProps) {
  return (
    <figure className="koi-chart" aria-label={label}>
      {points === undefined ? (
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
