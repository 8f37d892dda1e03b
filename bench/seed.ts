import { performance } from 'node:perf_hooks'
import { resolveAsset } from '../server/assets/catalogue.ts'
import { assetPaths, generateDemoData } from '../server/seed/data/index.ts'

/**
 * How long the demo data and the CDN files take to build, and how much there is. Prints figures
 * only; run with `npx tsx bench/seed.ts`. CPU time is printed beside wall time because the machine
 * is often shared: wall time then overstates the cost.
 */

function measure<T>(run: () => T): { value: T; wallMs: number; cpuMs: number } {
  const cpu = process.cpuUsage()
  const started = performance.now()
  const value = run()
  const used = process.cpuUsage(cpu)
  return { value, wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 }
}

const now = new Date(Date.UTC(2026, 10, 1))
const first = measure(() => generateDemoData({ now }))
const runs = Array.from({ length: 3 }, () => measure(() => generateDemoData({ now })))
const best = runs.reduce((a, b) => (b.wallMs < a.wallMs ? b : a))
const data = best.value
console.log(
  `generateDemoData: first run ${first.wallMs.toFixed(0)} ms wall / ${first.cpuMs.toFixed(0)} ms CPU (includes Hardhat key derivation); ` +
    `best warm run ${best.wallMs.toFixed(0)} ms wall / ${best.cpuMs.toFixed(0)} ms CPU`,
)
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

const samples = [
  assetPaths.battlecard(1),
  assetPaths.battlecard(2),
  assetPaths.battlecardThumbnail(3),
  assetPaths.avatar(0),
  assetPaths.profileBanner(0),
  assetPaths.shield('first-step'),
  assetPaths.storyImage('lore-1'),
  assetPaths.fanArt(2),
  assetPaths.model,
  assetPaths.fbxModel,
  assetPaths.fieldGuide,
]
for (const path of samples) {
  const { value, wallMs, cpuMs } = measure(() => resolveAsset(path))
  console.log(`${path}: ${value?.bytes.length ?? 0} bytes in ${wallMs.toFixed(1)} ms wall / ${cpuMs.toFixed(1)} ms CPU`)
}
