/** Rounds to a number of decimals, as prices and percentages are shown. */
export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}
