/**
 * Builds the SPA and prints the gzip size of the JavaScript that the first load of `/` fetches:
 * the entry chunk, everything it imports statically, and the split chunks of the `/` route, which
 * the router loads at once for that URL. Lazy pieces (wallet connection, three.js, the flows page's
 * layout engine) are not part of it unless something imports them statically, which is what this
 * figure watches. Goal: at most 140 KB. After a build it also prints where that weight comes from,
 * by package (and by folder for the app's own code), to show what to move behind an `import()`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'vite'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

const goalKb = 140
const outDir = 'dist'

/** Rendered bytes of each module, by output file: only a build knows them. */
const modulesByFile = new Map<string, Array<{ id: string; bytes: number }>>()
const recordModules: Plugin = {
  name: 'koi-bench-module-sizes',
  generateBundle(_options, bundle) {
    for (const [file, output] of Object.entries(bundle)) {
      if (output.type !== 'chunk') continue
      const modules = Object.entries(output.modules).map(([id, info]) => ({ id, bytes: info.renderedLength }))
      modulesByFile.set(file, modules)
    }
  },
}

if (!process.argv.includes('--no-build')) {
  await build({ logLevel: 'warn', plugins: [recordModules] })
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

/** `react-dom`, `@tanstack/router-core`, or the app's folder two levels down (`src/features/shell`). */
function ownerOf(id: string): string {
  // virtual modules (the preload helper, the runtime) start with a NUL byte
  const path = id.replace(/\\/g, '/').replace(/^\0/, '')
  const inPackage = path.split('/node_modules/').pop() ?? path
  if (inPackage !== path) {
    const parts = inPackage.split('/')
    return (parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/')
  }
  const inApp = path.indexOf('/src/')
  return inApp === -1
    ? path
    : path
        .slice(inApp + 1)
        .split('/')
        .slice(0, 3)
        .join('/')
}

if (modulesByFile.size > 0) {
  // A file's gzip bytes shared out by its modules' minified bytes: an estimate, good for ranking.
  const byOwner = new Map<string, number>()
  for (const row of rows) {
    const modules = modulesByFile.get(row.file) ?? []
    const rendered = modules.reduce((sum, module) => sum + module.bytes, 0)
    for (const module of modules) {
      if (rendered === 0 || module.bytes === 0) continue
      const owner = ownerOf(module.id)
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + (row.gzip * module.bytes) / rendered)
    }
  }
  console.log('\nfirst load of / by package or folder (estimated gzip):')
  for (const [owner, bytes] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`${kb(bytes).padStart(8)} KB  ${owner}`)
  }
}
