/**
 * Lighthouse's CPU slowdown for this host, from its benchmark index, by the rule of Lighthouse's CPU
 * throttling calculator (`computeMultiplierMessages` in
 * https://github.com/patrickhulce/lighthouse-cpu-throttling-calculator/blob/master/pages/index.js,
 * the calculator `node_modules/lighthouse/core/config/lr-mobile-config.js` cites; Lighthouse's
 * docs/throttling.md "Calibrating multipliers"): the slowdown that makes this host the mid-range
 * phone the mobile preset stands for.
 *
 * - index 1300 and up ("high-end desktop"): 3 + (index − 1300) / 233 (1300 → 3x, 1533 → 4x, 2000 → 6x)
 * - 800 up to 1300 ("mid-tier desktop"): 2 + (index − 800) / 500
 * - below 800 the calculator gives no advice. The mid-tier line is continued (at least 1x): the
 *   preset's 4x there, which this rule used before, slowed a host whose index dipped to 775 twice
 *   as much as at 801 (2.0x), and a shared host's index dips there within a run.
 */
export function cpuSlowdownFor(benchmarkIndex: number): { slowdown: number; rule: string } {
  if (benchmarkIndex >= 1300) return { slowdown: 3 + (benchmarkIndex - 1300) / 233, rule: '3 + (index − 1300) / 233' }
  if (benchmarkIndex >= 800) return { slowdown: 2 + (benchmarkIndex - 800) / 500, rule: '2 + (index − 800) / 500' }
  return {
    slowdown: Math.max(1, 2 + (benchmarkIndex - 800) / 500),
    rule: '2 + (index − 800) / 500 continued below 800 (the calculator has no advice there)',
  }
}
