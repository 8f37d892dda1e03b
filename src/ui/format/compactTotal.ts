import { compactDecimal, groupedDecimal } from './decimal'

/** Totals under 1000 are shown in full, larger ones in compact form (1.2K, 10K, 3.4M). */
export function compactTotal(value: number): string {
  return Math.abs(value) < 1000 ? groupedDecimal(value) : compactDecimal(value)
}
