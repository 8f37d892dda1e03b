import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { longDate, mediumDate, utcMediumDate, utcMonthDay, utcMonthYear } from '../../../src/ui/format/calendarDate'

/** Any moment from the year 1000 to 9999, in the test's own time zone as the page's would be. */
const moments = fc.date({
  min: new Date('1000-01-01T00:00:00Z'),
  max: new Date('9999-12-31T00:00:00Z'),
  noInvalidDate: true,
})

describe('dates written out as Intl writes them in en-US', () => {
  it('the long date matches Intl for every moment', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    fc.assert(
      fc.property(moments, (date) => {
        expect(longDate(date)).toBe(intl.format(date))
      }),
      { numRuns: 3000 },
    )
  })

  it('the medium date matches Intl for every moment', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
    fc.assert(
      fc.property(moments, (date) => {
        expect(mediumDate(date)).toBe(intl.format(date))
      }),
      { numRuns: 3000 },
    )
  })

  it('the UTC month and day, medium date and month of the year match Intl in UTC for every moment', () => {
    const utc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })
    const monthDay = utc({ month: 'short', day: 'numeric' })
    const medium = utc({ dateStyle: 'medium' })
    const monthYear = utc({ month: 'short', year: 'numeric' })
    fc.assert(
      fc.property(moments, (date) => {
        expect(utcMonthDay(date)).toBe(monthDay.format(date))
        expect(utcMediumDate(date)).toBe(medium.format(date))
        expect(utcMonthYear(date)).toBe(monthYear.format(date))
      }),
      { numRuns: 3000 },
    )
  })

  it('writes each month and refuses an invalid date as Intl does', () => {
    expect(longDate(new Date(2026, 8, 5))).toBe('September 5, 2026')
    expect(mediumDate(new Date(2026, 8, 5))).toBe('Sep 5, 2026')
    expect(() => longDate(new Date(Number.NaN))).toThrow(RangeError)
    expect(() => mediumDate(new Date(Number.NaN))).toThrow(RangeError)
    expect(utcMonthDay(new Date('2026-11-30T23:30:00Z'))).toBe('Nov 30')
    expect(() => utcMonthDay(new Date(Number.NaN))).toThrow(RangeError)
    expect(() => utcMonthYear(new Date(Number.NaN))).toThrow(RangeError)
  })
})
