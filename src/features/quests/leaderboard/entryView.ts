import { groupedDecimal } from '../../../ui/format/decimal'

/** Stars shown per member: min(totalClaimsCount, 5). */
export const MAX_STARS = 5
export const starsOf = (totalClaimsCount: number) => Math.max(0, Math.min(totalClaimsCount, MAX_STARS))

/** Points rounded to 2 decimals. */
export const pointsText = (points: number) => groupedDecimal(Math.round(points * 100) / 100, 2)

export const sameAccount = (a: string | null | undefined, b: string | null | undefined) =>
  a !== null && a !== undefined && b !== null && b !== undefined && a.toLowerCase() === b.toLowerCase()
