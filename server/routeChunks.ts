import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) read here. */
export interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>

/** A route's split component in the manifest: `src/routes/<file>.tsx?tsr-split=component`. */
const ROUTE_KEY = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/

/**
 * The URL segments a route file answers: `collection/$tokenAddressOrSlug/index` gives
 * `['collection', '$']`, `$` standing for any one segment; `index` and `route` name their folder.
 */
function segmentsOf(routeFile: string): string[] {
  return routeFile
    .split('/')
    .filter((segment, index, all) => !(index === all.length - 1 && (segment === 'index' || segment === 'route')))
    .map((segment) => (segment.startsWith('$') ? '$' : segment))
}

const matches = (pattern: string[], path: string[]) =>
  pattern.length === path.length && pattern.every((segment, index) => segment === '$' || segment === path[index])

/** How a page's route styles are linked. */
export interface RouteLinkOptions {
  /**
   * The page is drawn on the server: its route's styles are stylesheets, applied before the first
   * paint (preloaded only, the drawn markup would paint unstyled and jump when the route's code
   * brings them). The route's code loading them later finds them linked and adds nothing.
   */
  drawn?: boolean
}

/**
 * For each page, the code its route loads as soon as the start-up code has run: the route's chunk,
 * the chunks it imports statically and their styles, leaving out what index.html already loads.
 * Announced in index.html, they come down beside the start-up code instead of one round trip after
 * it. A path no route answers announces nothing (the Not found view is in the start-up code).
 */
export function routeChunkLinks(manifest: Manifest): (path: string, options?: RouteLinkOptions) => string {
  const loadedAtStart = new Set<string>()
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return
    into.add(key)
    for (const imported of manifest[key]?.imports ?? []) walk(imported, into)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loadedAtStart)

  const routes = Object.keys(manifest).flatMap((key) => {
    const file = ROUTE_KEY.exec(key)?.[1]
    return file && !file.startsWith('__') ? [{ key, pattern: segmentsOf(file) }] : []
  })
  const statics = (pattern: string[]) => pattern.filter((segment) => segment !== '$').length

  return (path, { drawn = false } = {}) => {
    const segments = path.split('/').filter(Boolean)
    // a fixed segment beats a parameter (`/quests/leaderboard` before `/quests/$id`)
    const route = routes
      .filter(({ pattern }) => matches(pattern, segments))
      .sort((a, b) => statics(b.pattern) - statics(a.pattern))[0]
    if (!route) return ''
    const needed = new Set<string>()
    walk(route.key, needed)
    const chunks = [...needed].filter((key) => !loadedAtStart.has(key)).flatMap((key) => manifest[key] ?? [])
    const scripts = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`)
    const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((css) =>
      drawn
        ? `<link rel="stylesheet" crossorigin href="/${css}">`
        : `<link rel="preload" as="style" crossorigin href="/${css}">`,
    )
    return [...scripts, ...styles].join('')
  }
}

/** `routeChunkLinks` over the manifest of the build in `distDir`, read once; nothing without a build. */
export function builtRouteChunkLinks(distDir: string): (path: string, options?: RouteLinkOptions) => string {
  let links: ReturnType<typeof routeChunkLinks> | null = null
  return (path, options) => {
    if (!links) {
      const file = join(distDir, '.vite', 'manifest.json')
      links = existsSync(file) ? routeChunkLinks(JSON.parse(readFileSync(file, 'utf8')) as Manifest) : () => ''
    }
    return links(path, options)
  }
}
