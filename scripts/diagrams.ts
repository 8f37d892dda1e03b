/**
 * Writes the diagram of every registered machine to `reports/diagrams/<machine>.svg`, with the
 * Mermaid text and the JSON model beside it (see `machineDiagrams.ts`). With `--paths`, also one
 * SVG per generated test path with that path highlighted, and a `paths.json` of each path's steps.
 *
 *   npm run diagrams [-- --paths] [-- --out <folder>]
 */
import { join } from 'node:path'
import { machines } from '../src/machines'
import { writeMachineDiagrams } from './machineDiagrams'

const args = process.argv.slice(2)
const withPaths = args.includes('--paths')
const outIndex = args.indexOf('--out')
const outDir = outIndex >= 0 ? (args[outIndex + 1] ?? 'reports/diagrams') : 'reports/diagrams'

for (const written of await writeMachineDiagrams(machines, outDir, { withPaths })) {
  const pathNote = withPaths ? `, ${written.paths} path drawings in ${join(outDir, written.id)}` : ''
  console.log(
    `${written.id}: ${written.states} states, ${written.transitions} transitions → ${join(outDir, written.svg)}${pathNote}`,
  )
}
