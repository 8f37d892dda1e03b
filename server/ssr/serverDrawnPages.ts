/**
 * The pages whose first screen the server draws: the public ones a visitor lands on from a link or
 * a search. Each pattern is the path's segments, `$` standing for any one segment. Other pages
 * (a member's own tools, the vault, the development pages) are sent as the app's shell and drawn
 * in the browser, as before.
 */
const DRAWN: readonly (readonly string[])[] = [
  [],
  ['collections'],
  ['collection', '$'],
  ['collection', '$', '$'],
  ['explore'],
  ['explore', '$'],
  ['forge', '$'],
  ['gallery', 'fan-art'],
  ['gallery', 'game'],
  ['gallery', 'submissions'],
  ['art-contest'],
]

export function isServerDrawn(path: string): boolean {
  const segments = path.split('/').filter(Boolean)
  return DRAWN.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((segment, index) => segment === '$' || segment === segments[index]),
  )
}
