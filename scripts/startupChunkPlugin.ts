import type { Plugin } from 'vite'

/**
 * Everything the entry imports statically, as one chunk.
 *
 * Left to itself the bundler cuts the start-up code into a score of small chunks, one per set of
 * pages that shares a module (React, the router, the query client, a few helpers). The entry needs
 * all of them at once, so each is one more request before the first paint: on a phone's connection,
 * six at a time over HTTP/1.1, that is several round trips. A module the entry imports statically
 * runs on every page anyway, so grouping them costs no page anything it would not load.
 *
 * `startupChunk.test` is the code-splitting group's test: true for the modules reachable from
 * `entry` by static imports, read from the module graph once parsing is done.
 */
export function startupChunk(entry: string): Plugin & { test: (id: string) => boolean } {
  const staticImports = new Map<string, readonly string[]>()
  let reachable: Set<string> | null = null
  const closure = () => {
    if (reachable) return reachable
    const entryId = [...staticImports.keys()].find((id) => id.replace(/\\/g, '/').endsWith(entry))
    const found = new Set<string>()
    const stack = entryId ? [entryId] : []
    while (stack.length > 0) {
      const id = stack.pop() as string
      if (found.has(id)) continue
      found.add(id)
      stack.push(...(staticImports.get(id) ?? []))
    }
    reachable = found
    return found
  }
  return {
    name: 'koi-startup-chunk',
    apply: 'build',
    buildStart() {
      staticImports.clear()
      reachable = null
    },
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds)
    },
    test: (id) => closure().has(id),
  }
}
