// Made with the first total shown rather than when the shell's code runs: a page's first Intl
// formatter loads the locale's data (15–30 ms on a desktop CPU), which the start-up task need not carry.
let formats: { compact: Intl.NumberFormat; full: Intl.NumberFormat } | undefined

/** Totals under 1000 are shown in full, larger ones in compact form (1.2K, 10K, 3.4M). */
export function compactTotal(value: number): string {
  formats ??= {
    compact: new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
    full: new Intl.NumberFormat('en-US'),
  }
  return Math.abs(value) < 1000 ? formats.full.format(value) : formats.compact.format(value)
}
