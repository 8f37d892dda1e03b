import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compactTotal } from '../../../src/ui/format/compactTotal'
import { compactDecimal, groupedDecimal, usDollars } from '../../../src/ui/format/decimal'

const intlCompact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })
const intlGrouped = (digits: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits })

/** Whole numbers across every unit, values just under and at each unit's rounding edge, and decimals. */
const values = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.maxSafeInteger(),
  fc
    .integer({ min: 1, max: 14 })
    .chain((power) =>
      fc.integer({ min: -60, max: 60 }).map((offset) => 10 ** power + offset * 10 ** Math.max(0, power - 4)),
    ),
  fc.double({ min: -1e15, max: 1e15, noNaN: true }),
  fc.double({ min: -2000, max: 2000, noNaN: true }),
  // ties at the digit the compact form rounds at (1,250 → 1.3K, 1,150 → 1.2K)
  fc.integer({ min: 1, max: 9999 }).map((n) => n * 100 + 50),
  fc.integer({ min: 0, max: 99_999 }).map((n) => n / 1000 + 0.0005),
)

describe('numbers written out as Intl writes them in en-US', () => {
  it('the compact form matches Intl for every value', () => {
    fc.assert(
      fc.property(values, (value) => {
        expect(compactDecimal(value)).toBe(intlCompact.format(value))
      }),
      { numRuns: 5000 },
    )
  })

  it('the grouped form matches Intl at 0 to 3 decimals', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 0, max: 3 }), (value, digits) => {
        expect(groupedDecimal(value, digits)).toBe(intlGrouped(digits).format(value))
      }),
      { numRuns: 5000 },
    )
  })

  it('dollars match Intl, with cents and in whole dollars', () => {
    const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    fc.assert(
      fc.property(values, (value) => {
        expect(usDollars(value)).toBe(withCents.format(value))
        expect(usDollars(value, { cents: false })).toBe(whole.format(value))
      }),
      { numRuns: 5000 },
    )
    expect([1234.5, 0.005, -3, 2_000_000].map((value) => usDollars(value))).toEqual([
      '$1,234.50',
      '$0.01',
      '-$3.00',
      '$2,000,000.00',
    ])
  })

  it('keeps the edges people see: a unit rounded up, ties away from zero, negative zero', () => {
    expect([999_950, 999_949, 1_250, 1_150, -1_250, 1e15, Number.NaN, Infinity].map(compactDecimal)).toEqual([
      '1M',
      '999.9K',
      '1.3K',
      '1.2K',
      '-1.3K',
      '1000T',
      'NaN',
      '∞',
    ])
    expect([999.9996, 0.0005, -0.0001, 1e-7, 1234567.891].map((value) => groupedDecimal(value))).toEqual([
      '1,000',
      '0.001',
      '-0',
      '0',
      '1,234,567.891',
    ])
  })

  it('shows totals under 1000 in full and larger ones compact', () => {
    expect([999, 1000, 12_500, 3_400_000, 999.5].map(compactTotal)).toEqual(['999', '1K', '12.5K', '3.4M', '999.5'])
  })
})
