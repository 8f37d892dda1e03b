import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RenderPageOptions } from '../../src/ssr/serverEntry'

/** The server build of the app (`vite build --ssr`, src/ssr/serverEntry.tsx). */
export interface ServerEntry {
  renderPage(options: RenderPageOptions): Promise<Response>
}

/**
 * The server build in `ssrDir` (none: null), imported on the first page that needs it; null when the app was
 * built without it (pages are then drawn in the browser alone, as a plain SPA). A failed import
 * is reported once and leaves the pages to the browser too.
 */
export function serverEntryIn(
  ssrDir: string | null,
  onError: (error: unknown) => void,
): () => Promise<ServerEntry | null> {
  let entry: Promise<ServerEntry | null> | undefined
  return () => {
    entry ??= (async () => {
      if (ssrDir === null) return null
      const file = join(ssrDir, 'serverEntry.js')
      if (!existsSync(file)) return null
      try {
        return (await import(pathToFileURL(file).href)) as ServerEntry
      } catch (error) {
        onError(error)
        return null
      }
    })()
    return entry
  }
}
