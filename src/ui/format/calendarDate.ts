/**
 * English (en-US) dates made without `Intl`, for the same reason as `decimal.ts`: a page's first
 * `Intl.DateTimeFormat` costs 45 ms on a desktop CPU (the locale's data and the time zone's), a
 * long task of its own on a phone. `calendarDate.test.ts` holds both to what Intl gives, over
 * random dates, in the browser's own time zone as Intl's are.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

function checked(date: Date): Date {
  // as Intl's format does
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value')
  return date
}

/** "January 5, 2026": `Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' })`. */
export function longDate(date: Date): string {
  checked(date)
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
}

/** "Jan 5, 2026": `Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })`. */
export function mediumDate(date: Date): string {
  checked(date)
  return `${MONTHS[date.getMonth()]?.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`
}

/**
 * "Jan 5" in UTC: `Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })`.
 * A chart's days are UTC days, the same on the server that draws it and in every reader's browser.
 */
export function utcMonthDay(date: Date): string {
  checked(date)
  return `${MONTHS[date.getUTCMonth()]?.slice(0, 3)} ${date.getUTCDate()}`
}

/** "Jan 5, 2026" in UTC: `Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })`. */
export function utcMediumDate(date: Date): string {
  return `${utcMonthDay(date)}, ${date.getUTCFullYear()}`
}

/** "Jan 2026" in UTC: `Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })`. */
export function utcMonthYear(date: Date): string {
  checked(date)
  return `${MONTHS[date.getUTCMonth()]?.slice(0, 3)} ${date.getUTCFullYear()}`
}
