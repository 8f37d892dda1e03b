/**
 * Builds the SPA and prints the gzip size of the JavaScript that the first load of `/` fetches:
 * the entry chunk, everything it imports statically, and the split chunks of the `/` route, which
 * the router loads at once for that URL. Lazy pieces (wallet connection, three.js, the flows page's
 * layout engine) are not part of it unless something imports them statically, which is what this
 * figure watches. Goal: at most 140 KB.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

const goalKb = 140
const outDir = 'dist'

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>

const firstLoad = new Set<string>()
const visit = (key: string): void => {
  if (firstLoad.has(key)) return
  const chunk = manifest[key]
  if (!chunk) return
  firstLoad.add(key)
  for (const imported of chunk.imports ?? []) visit(imported)
}
for (const [key, chunk] of Object.entries(manifest)) {
  const isHomeRoute = /^src\/routes\/(index|__root)\.tsx/.test(chunk.src ?? key)
  if (chunk.isEntry || isHomeRoute) visit(key)
}

const rows = [...firstLoad]
  .map((key) => manifest[key])
  .filter((chunk): chunk is ManifestChunk => chunk !== undefined && chunk.file.endsWith('.js'))
  .map((chunk) => {
    const bytes = readFileSync(join(outDir, chunk.file))
    return { file: chunk.file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  })
  .sort((a, b) => b.gzip - a.gzip)

const kb = (bytes: number): string => (bytes / 1024).toFixed(1)
for (const row of rows)
  console.log(`${kb(row.gzip).padStart(8)} KB gzip  ${kb(row.raw).padStart(8)} KB raw  ${row.file}`)
const total = rows.reduce((sum, row) => sum + row.gzip, 0)
const allJs = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .reduce((sum, chunk) => sum + gzipSync(readFileSync(join(outDir, chunk.file)), { level: 9 }).length, 0)
console.log(`first load of / : ${kb(total)} KB gzip JavaScript in ${rows.length} files (goal ≤ ${goalKb} KB)`)
console.log(`all JavaScript  : ${kb(allJs)} KB gzip (lazy chunks included)`)
console.log(`ratio to goal   : ${(total / (goalKb * 1024)).toFixed(2)}`)
