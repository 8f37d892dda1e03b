import { performance } from 'node:perf_hooks'
import { generateDemoData } from '../server/seed/data/index.ts'

/**
 * How long the demo data takes to generate, and how much of it there is. Prints figures only;
 * run with `npx tsx bench/seed.ts`.
 */
const now = new Date(Date.UTC(2026, 10, 1))
const runs: number[] = []
let data = generateDemoData({ now })
for (let run = 0; run < 3; run += 1) {
  const started = performance.now()
  data = generateDemoData({ now })
  runs.push(performance.now() - started)
}
const cold = runs[0] ?? 0
const best = Math.min(...runs)
console.log(`generateDemoData: first warm run ${cold.toFixed(0)} ms, best of ${runs.length} ${best.toFixed(0)} ms`)
const counts = Object.entries(data)
  .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
  .map(([name, list]) => `${name}=${list.length}`)
console.log(counts.join(' '))
console.log(`JSON size ${(JSON.stringify(data).length / 1_048_576).toFixed(1)} MiB`)
for (const collection of data.collections) {
  const { total, intervals } = collection.stats
  const changes = intervals.map((entry) => `${entry.interval} ${entry.volume_change}%`).join(', ')
  console.log(
    `${collection.name}: floor ${total.floor_price} volume ${total.volume} owners ${total.num_owners}; ${changes}`,
  )
}
