import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { timeAxis, valueAxis } from '../../../src/ui/charts/chartScales'

const DAY = 86_400
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000
/** `count` days from `first`, one point a day, as the sales volume has them. */
const days = (first: string, count: number, value = 1) =>
  Array.from({ length: count }, (_, index) => ({ time: day(first) + index * DAY, value }))

describe('the time axis', () => {
  it("gives bars a day's slot each and labels round days inside the axis", () => {
    const axis = timeAxis(days('2026-11-01', 7), 'bars')
    expect(axis.start).toBe(day('2026-11-01') - DAY / 2)
    expect(axis.end).toBe(day('2026-11-07') + DAY / 2)
    expect(axis.ticks.map((tick) => tick.label)).toEqual([
      'Nov 1',
      'Nov 2',
      'Nov 3',
      'Nov 4',
      'Nov 5',
      'Nov 6',
      'Nov 7',
    ])
    // each label sits under its day's bar: the first day's middle is half a slot in
    expect(axis.ticks[0]?.at).toBeCloseTo(0.5 / 7)
  })

  it('labels a quarter of days by weeks or months, never more than a phone can hold', () => {
    const quarter = timeAxis(days('2026-09-01', 90), 'bars')
    expect(quarter.ticks.length).toBeGreaterThanOrEqual(3)
    expect(quarter.ticks.length).toBeLessThanOrEqual(7)
    expect(quarter.ticks.map((tick) => tick.label)).toEqual(['Sep 2026', 'Oct 2026', 'Nov 2026'])
  })

  it('centres a single sale in a month, and keeps a line whole with a margin at each end', () => {
    const single = timeAxis([{ time: day('2026-06-15'), value: 2 }], 'line')
    expect(single.end - single.start).toBe(30 * DAY)
    expect((day('2026-06-15') - single.start) / (single.end - single.start)).toBe(0.5)
    const line = timeAxis(
      [
        { time: day('2026-01-10'), value: 1 },
        { time: day('2026-03-10'), value: 2 },
      ],
      'line',
    )
    expect(line.start).toBeLessThan(day('2026-01-10'))
    expect(line.end).toBeGreaterThan(day('2026-03-10'))
  })

  it('places every label inside the axis, in order, for any series', () => {
    const series = fc.array(
      fc.record({
        time: fc.integer({ min: day('2020-01-01'), max: day('2030-01-01') }),
        value: fc.double({ min: 0, max: 1e6, noNaN: true }),
      }),
      { minLength: 1, maxLength: 40 },
    )
    fc.assert(
      fc.property(series, fc.constantFrom('bars' as const, 'line' as const), (points, kind) => {
        const axis = timeAxis(points, kind)
        expect(axis.ticks.length).toBeGreaterThan(0)
        expect(axis.ticks.length).toBeLessThanOrEqual(12)
        const places = axis.ticks.map((tick) => tick.at)
        expect(places.every((at) => at >= 0 && at <= 1)).toBe(true)
        expect(places).toEqual([...places].sort((a, b) => a - b))
      }),
    )
  })
})

describe('the value axis', () => {
  it('runs from zero to the highest value rounded up, with labels in the unit', () => {
    const axis = valueAxis(
      [
        { time: 0, value: 0.83 },
        { time: 1, value: 0.2 },
      ],
      'ETH',
    )
    expect(axis.max).toBe(1)
    expect(axis.ticks.map((tick) => tick.label)).toEqual(['0 ETH', '0.2 ETH', '0.4 ETH', '0.6 ETH', '0.8 ETH', '1 ETH'])
  })

  it('writes as many decimals as its step has, and groups thousands', () => {
    expect(valueAxis([{ time: 0, value: 0.14 }], 'ETH').ticks.map((tick) => tick.label)).toEqual([
      '0 ETH',
      '0.05 ETH',
      '0.1 ETH',
      '0.15 ETH',
    ])
    expect(valueAxis([{ time: 0, value: 2400 }], '').ticks.at(-1)?.label).toBe('2,500')
  })

  it('still has an axis for a series of zeros', () => {
    const axis = valueAxis([{ time: 0, value: 0 }], 'ETH')
    expect(axis.max).toBe(1)
    expect(axis.ticks[0]?.label).toBe('0 ETH')
  })

  it('tops every series, with labels that tell each step apart', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1e-6, max: 1e9, noNaN: true }), { minLength: 1 }), (values) => {
        const axis = valueAxis(
          values.map((value, time) => ({ time, value })),
          'ETH',
        )
        expect(axis.max).toBeGreaterThanOrEqual(Math.max(...values))
        const labels = axis.ticks.map((tick) => tick.label)
        expect(new Set(labels).size).toBe(labels.length)
      }),
    )
  })
})
