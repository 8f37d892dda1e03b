import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { TimePoint } from './TimeSeriesChart'

const ACCENT = '#c9a44c'
const HALF_MONTH = 15 * 86_400
const AXIS = {
  stroke: '#c7cad1',
  grid: { stroke: 'rgba(255,255,255,0.08)' },
  ticks: { stroke: 'rgba(255,255,255,0.2)' },
}

/** Loaded with React.lazy by TimeSeriesChart: uPlot draws on a canvas sized to its container. */
export default function UplotChart({
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
  const host = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = host.current
    if (!element) return undefined
    const data: uPlot.AlignedData = [points.map((point) => point.time), points.map((point) => point.value)]
    const bars = uPlot.paths.bars?.({ size: [0.7, 40] })
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: { points: { show: kind === 'line' } },
        // one sale alone sits in the middle of a month instead of on an axis of years
        scales: {
          x: {
            time: true,
            range: (_plot, min, max) => (min === max ? [min - HALF_MONTH, max + HALF_MONTH] : [min, max]),
          },
        },
        axes: [{ ...AXIS }, { ...AXIS, size: 76, values: (_plot, ticks) => ticks.map((tick) => `${tick} ${unit}`) }],
        series: [
          {},
          kind === 'bars'
            ? { label: unit, stroke: ACCENT, fill: 'rgba(201,164,76,0.6)', paths: bars, points: { show: false } }
            : { label: unit, stroke: ACCENT, width: 2, points: { show: true, size: 7, fill: ACCENT } },
        ],
      },
      data,
      element,
    )
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 200), height }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [points, kind, unit, height])

  return <div ref={host} className="koi-chart__plot" data-testid="uplot-chart" style={{ height }} />
}
