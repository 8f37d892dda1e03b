const DAY_MS = 86_400_000

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - Math.round(days * DAY_MS))
}

/** The start of the UTC day of `date`: the default anchor, so one day's starts seed identical data. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

export { DAY_MS }
