import { readFileSync } from 'node:fs'

/** The built file of a source the app loads on demand, from the build's manifest: `/app/…js`. */
export function builtFileOf(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>
  const entry = manifest[source]
  if (!entry) throw new Error(`${source} is not a file of its own in the build`)
  return `/${entry.file}`
}
