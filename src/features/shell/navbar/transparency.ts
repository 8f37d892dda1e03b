const transparentPaths = new Set([
  '/',
  '/codex',
  '/portal',
  '/forge',
  '/odyssey',
  '/about',
  '/challenges',
  '/arena',
  '/arenadev',
])

/** The navbar is transparent over the hero pages (and every /forge/* page), solid black elsewhere. */
export function isTransparentNavbar(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return transparentPaths.has(path) || path.startsWith('/forge/')
}
