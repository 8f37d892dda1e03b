/**
 * Builds the SPA, serves it with the real stack, loads pages in Chromium and prints the gzip size
 * of the JavaScript each page fetched by network idle: the entry, its static imports, the route's
 * chunks and every dynamic import that ran on its own (a wallet, a toast area, a chart...), which
 * is what a first visit costs. Goal: at most 140 KB on `/`, and on the collection and item pages
 * before the chart and 3D code, which they fetch when a chart or a model comes near the screen
 * (`onDemand` below, read from the build's manifest). With a build in the same run it also
 * prints where that weight comes from, by package (and by folder for the app's own code), to show
 * what to move behind an `import()`. `--no-build` measures the `dist/` there is.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { build, type Plugin } from 'vite'
import { launchBrowser } from '../test/e2e/harness/browser.ts'
import { startBuiltApp } from './builtApp.ts'

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

interface FetchedFile {
  file: string
  raw: number
  gzip: number
  /** bytes on the wire, as the server sent them (brotli to Chromium) */
  sent: number
}

const gzipOf = new Map<string, { raw: number; gzip: number }>()
function sizesOf(file: string): { raw: number; gzip: number } {
  let sizes = gzipOf.get(file)
  if (!sizes) {
    const bytes = readFileSync(join(outDir, file))
    sizes = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
    gzipOf.set(file, sizes)
  }
  return sizes
}

/** The app's JavaScript a fresh visit of `url` fetched by network idle. */
async function scriptsFetched(browser: Browser, url: string): Promise<FetchedFile[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const responses: Promise<FetchedFile | null>[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (!path.startsWith('/app/') || !path.endsWith('.js')) return
    responses.push(
      response
        .finished()
        .then(() => response.request().sizes())
        .then((sizes) => ({ file: path.slice(1), ...sizesOf(path.slice(1)), sent: sizes.responseBodySize })),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const files = (await Promise.all(responses)).filter((file): file is FetchedFile => file !== null)
  await context.close()
  return files.sort((a, b) => b.gzip - a.gzip)
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1)
const sum = (files: FetchedFile[], key: 'raw' | 'gzip' | 'sent') => files.reduce((total, file) => total + file[key], 0)

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

/** A file's gzip bytes shared out by its modules' minified bytes: an estimate, good for ranking. */
function byOwner(files: FetchedFile[]): [string, number][] {
  const owners = new Map<string, number>()
  for (const file of files) {
    const modules = modulesByFile.get(file.file) ?? []
    const rendered = modules.reduce((total, module) => total + module.bytes, 0)
    for (const module of modules) {
      if (rendered === 0 || module.bytes === 0) continue
      const owner = ownerOf(module.id)
      owners.set(owner, (owners.get(owner) ?? 0) + (file.gzip * module.bytes) / rendered)
    }
  }
  return [...owners].sort((a, b) => b[1] - a[1])
}

interface ManifestEntry {
  file: string
  isEntry?: boolean
  imports?: string[]
}

/** Files reachable from `keys` through static imports in the build's manifest. */
function staticClosure(manifest: Record<string, ManifestEntry>, keys: string[]): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const entry = manifest[key]
    if (!entry || seen.has(key)) return
    seen.add(key)
    files.add(entry.file)
    for (const imported of entry.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return files
}

/** The chart and 3D code (uPlot, three.js and their wrappers): what the pages load on demand. */
function onDemand(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >
  const sources = ['src/ui/charts/UplotChart.tsx', 'src/ui/media/ModelViewer.tsx']
  for (const source of sources) if (!manifest[source]) throw new Error(`${source} is not a chunk of its own`)
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const startup = staticClosure(manifest, entries)
  return new Set([...staticClosure(manifest, sources)].filter((file) => !startup.has(file)))
}

const chartAnd3d = onDemand()
const app = await startBuiltApp()
const browser = await launchBrowser()
const summary: string[] = []
try {
  for (const { name, path } of app.pages) {
    const files = await scriptsFetched(browser, `${app.baseUrl}${path}`)
    console.log(`\n${name} (${path}): ${files.length} JavaScript files by network idle`)
    for (const file of files)
      console.log(
        `${kb(file.gzip).padStart(8)} KB gzip  ${kb(file.raw).padStart(8)} KB raw  ${kb(file.sent).padStart(7)} KB sent  ${file.file}`,
      )
    if (modulesByFile.size > 0) {
      console.log(`  by package or folder (estimated gzip):`)
      for (const [owner, bytes] of byOwner(files).slice(0, 15)) console.log(`${kb(bytes).padStart(8)} KB  ${owner}`)
    }
    const before = files.filter((file) => !chartAnd3d.has(file.file))
    const ratio = (files: FetchedFile[]) => (sum(files, 'gzip') / (goalKb * 1024)).toFixed(2)
    const goal =
      name === '/'
        ? ` (goal ≤ ${goalKb} KB, ratio ${ratio(files)})`
        : `; ${kb(sum(before, 'gzip'))} KB before the chart and 3D code (goal ≤ ${goalKb} KB, ratio ${ratio(before)})`
    summary.push(
      `${name.padEnd(11)} ${kb(sum(files, 'gzip')).padStart(7)} KB gzip JavaScript in ${String(files.length).padStart(3)} files, ${kb(sum(files, 'sent')).padStart(7)} KB sent${goal}`,
    )
  }
} finally {
  await browser.close()
  await app.stop()
}
console.log('\nfetched by network idle, fresh browser profile, 1280 px wide:')
for (const line of summary) console.log(line)
