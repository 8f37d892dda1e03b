// Prints how many machine paths are generated and walked per second. Figures only: it never fails on them.
import { performance } from 'node:perf_hooks'
import { machines } from '../src/machines/index'
import { generatePaths } from '../src/machines/paths/generate'
import { walkPath } from '../src/machines/paths/walk'

const ROUNDS = 3
const rows: { machine: string; paths: number; generatedPerSecond: number; walkedPerSecond: number }[] = []
let totalPaths = 0
let totalGenerateMs = 0
let totalWalkMs = 0

for (const entry of machines) {
  let paths = 0
  let generateMs = 0
  let walkMs = 0
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now()
    const generated = generatePaths(entry)
    const generatedAt = performance.now()
    for (const path of generated.paths) {
      const result = walkPath(entry, path)
      if (result.mismatch) throw new Error(`${entry.id}: ${result.mismatch}`)
    }
    walkMs += performance.now() - generatedAt
    generateMs += generatedAt - started
    paths += generated.paths.length
  }
  totalPaths += paths
  totalGenerateMs += generateMs
  totalWalkMs += walkMs
  rows.push({
    machine: entry.id,
    paths: paths / ROUNDS,
    generatedPerSecond: Math.round(paths / (generateMs / 1000)),
    walkedPerSecond: Math.round(paths / (walkMs / 1000)),
  })
}

console.table(rows)
console.log(
  `all machines: ${totalPaths / ROUNDS} paths per round, ${Math.round(totalPaths / (totalGenerateMs / 1000))} generated/s, ` +
    `${Math.round(totalPaths / (totalWalkMs / 1000))} walked/s, ` +
    `${Math.round(totalPaths / ((totalGenerateMs + totalWalkMs) / 1000))} generated and walked/s`,
)
