import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, resolve, sep } from 'node:path'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
}

export const contentTypeOf = (path: string) => contentTypes[extname(path)] ?? 'application/octet-stream'

/** A URL path decoded, or null when its percent-escapes are malformed (a 400, not a crash). */
export function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

/** The file under `root` that `relative` names, or null when it escapes the folder or is not a file. */
export function fileUnder(root: string, relative: string): { path: string; bytes: Uint8Array<ArrayBuffer> } | null {
  const base = resolve(root)
  const path = resolve(base, `.${sep}${relative}`)
  if (!path.startsWith(base + sep) || !existsSync(path) || !statSync(path).isFile()) return null
  // a copy with its own ArrayBuffer: a Buffer may be a view into a shared pool
  return { path, bytes: new Uint8Array(readFileSync(path)) }
}
