const DAY_MS = 86_400_000

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - Math.round(days * DAY_MS))
}

export { DAY_MS }
