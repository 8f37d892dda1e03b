/** Any origin will do: only whether a path stays on it matters. */
const PROBE_ORIGIN = 'http://site.invalid'

/**
 * A path of this site, as a browser would go to it, or null when the value would leave the site.
 * The value is resolved the way a browser resolves a Location (dots, backslashes, tabs and newlines,
 * percent-encoded dots), and the result must be a path on the same origin whose first segment is
 * not empty: `/.//evil.example` resolves to `//evil.example`, a protocol-relative address elsewhere.
 */
export function sitePath(value: string): string | null {
  if (!value.startsWith('/')) return null
  let url: URL
  try {
    url = new URL(value, PROBE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PROBE_ORIGIN) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // what a browser would read as another host when sent as a Location
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null
  return path
}
