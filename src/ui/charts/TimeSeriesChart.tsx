import { utcMediumDate } from '../format/calendarDate'
import { groupedDecimal } from '../format/decimal'
import { timeAxis, valueAxis, type ChartPoint } from './chartScales'
import './TimeSeriesChart.css'

export type TimePoint = ChartPoint

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

/** The time labels' row under the plot. */
const TIME_AXIS_HEIGHT = 24
/** Room above the highest label's line, so its text is whole. */
const TOP_ROOM = 8
/** The width of the line's drawing, in its own units: it is stretched to the plot's width. */
const LINE_WIDTH_UNITS = 1000

const percent = (share: number) => `${(share * 100).toFixed(3)}%`

/**
 * A time chart drawn as markup, by the server as by the browser: bars or a line on a plot that
 * takes its container's width by percentages, so it needs neither the screen's width nor a drawing
 * library, and shows in a page's first screen. Each bar and point says its day and value on hover.
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
        <ChartPlot points={points} kind={kind} unit={unit} height={height} />
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  )
}

function ChartPlot({
  points,
  kind,
  unit,
  height,
}: {
  points: TimePoint[]
  kind: 'bars' | 'line'
  unit: string
  height: number
}) {
  const plotHeight = height - TIME_AXIS_HEIGHT
  const time = timeAxis(points, kind)
  const values = valueAxis(points, unit)
  const x = (seconds: number) => (seconds - time.start) / (time.end - time.start)
  const y = (value: number) => plotHeight - (value / values.max) * (plotHeight - TOP_ROOM)
  const says = (point: TimePoint) =>
    `${utcMediumDate(new Date(point.time * 1000))}: ${groupedDecimal(point.value, 6)} ${unit}`
  // a day's slot, as a share of the axis: a bar takes 70% of it, 40px at most
  const daySlot = 86_400 / (time.end - time.start)
  return (
    <div className="koi-chart__frame" style={{ height }}>
      <div className="koi-chart__values" aria-hidden="true" style={{ height: plotHeight }}>
        {values.ticks.map((tick) => (
          <span key={tick.value} style={{ top: y(tick.value) }}>
            {tick.label}
          </span>
        ))}
      </div>
      <div className="koi-chart__plot" data-testid="chart-plot" style={{ height: plotHeight }}>
        {values.ticks.map((tick) => (
          <span key={tick.value} className="koi-chart__grid" style={{ top: y(tick.value) }} />
        ))}
        {kind === 'bars' ? (
          // a day without sales has no bar
          points
            .filter((point) => point.value > 0)
            .map((point) => (
              <span
                key={point.time}
                className="koi-chart__bar"
                title={says(point)}
                style={{
                  left: percent(x(point.time)),
                  width: `min(40px, ${percent(daySlot * 0.7)})`,
                  height: plotHeight - y(point.value),
                }}
              />
            ))
        ) : (
          <>
            <svg
              className="koi-chart__line"
              viewBox={`0 0 ${LINE_WIDTH_UNITS} ${plotHeight}`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <polyline
                vectorEffect="non-scaling-stroke"
                points={points
                  .map((point) => `${(x(point.time) * LINE_WIDTH_UNITS).toFixed(2)},${y(point.value).toFixed(2)}`)
                  .join(' ')}
              />
            </svg>
            {points.map((point, index) => (
              <span
                key={`${point.time}:${index}`}
                className="koi-chart__point"
                title={says(point)}
                style={{ left: percent(x(point.time)), top: y(point.value) }}
              />
            ))}
          </>
        )}
        <div className="koi-chart__times" aria-hidden="true" style={{ top: plotHeight }}>
          {time.ticks.map((tick) => (
            <span key={tick.at} style={{ left: percent(tick.at) }}>
              {tick.label}
            </span>
          ))}
        </div>
      </div>
    </div>
  )
}
