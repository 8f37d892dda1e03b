import { nice, ticks } from 'd3-array'
import { utcTicks } from 'd3-time'
import { groupedDecimal } from '../format/decimal'
import { utcMonthDay, utcMonthYear } from '../format/calendarDate'

/** Unix seconds and a value, as `TimeSeriesChart` takes them. */
export interface ChartPoint {
  time: number
  value: number
}

const DAY = 86_400
/** One sale alone sits in the middle of a month instead of on an axis of years. */
const HALF_MONTH = 15 * DAY
/** A line's first and last points keep this share of the axis free beyond them, so they are whole. */
const LINE_MARGIN = 0.04
/** About how many labels each axis has: they fit a phone's width. */
const TIME_TICKS = 5
const VALUE_TICKS = 4

export interface TimeAxis {
  start: number
  end: number
  /** Where each label sits, as a share (0 to 1) of the axis, with its text. */
  ticks: { at: number; label: string }[]
}

/**
 * The time axis of a series: for bars, a day's slot around each point; for a line, its first to last
 * point with a margin. Labels are on round UTC days, weeks, months or years (d3-time's), written as
 * days ("Nov 3") or, when every label is a month's first day, as months ("Nov 2026").
 */
export function timeAxis(points: readonly ChartPoint[], kind: 'bars' | 'line'): TimeAxis {
  const times = points.map((point) => point.time)
  const first = Math.min(...times)
  const last = Math.max(...times)
  const [start, end] =
    kind === 'bars'
      ? [first - DAY / 2, last + DAY / 2]
      : first === last
        ? [first - HALF_MONTH, last + HALF_MONTH]
        : [first - (last - first) * LINE_MARGIN, last + (last - first) * LINE_MARGIN]
  const dates = utcTicks(new Date(start * 1000), new Date(end * 1000), TIME_TICKS)
  const months = dates.length > 1 && dates.every((date) => date.getUTCDate() === 1 && date.getUTCHours() === 0)
  return {
    start,
    end,
    ticks: dates.map((date) => ({
      at: (date.getTime() / 1000 - start) / (end - start),
      label: months ? utcMonthYear(date) : utcMonthDay(date),
    })),
  }
}

export interface ValueAxis {
  /** The top of the axis: the highest value rounded up to a label. */
  max: number
  ticks: { value: number; label: string }[]
}

/** The value axis from zero to the highest value rounded up, with labels at round steps ("0.5 ETH"). */
export function valueAxis(points: readonly ChartPoint[], unit: string): ValueAxis {
  const highest = Math.max(0, ...points.map((point) => point.value))
  // a series of zeros still has an axis
  const [, max] = highest > 0 ? nice(0, highest, VALUE_TICKS) : [0, 1]
  const steps = ticks(0, max, VALUE_TICKS)
  const step = steps.length > 1 ? (steps[1] ?? 0) - (steps[0] ?? 0) : max
  // d3's steps are 1, 2 or 5 times a power of ten: as many decimals as that power asks (0.05 has 2)
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9))
  return {
    max,
    ticks: steps.map((value) => ({ value, label: `${groupedDecimal(value, decimals)}${unit ? ` ${unit}` : ''}` })),
  }
}
