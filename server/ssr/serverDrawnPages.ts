/**
 * The pages whose first screen the server draws: the public ones a visitor lands on from a link or
 * a search. Each pattern is the path's segments, `$` standing for any one segment. Other pages
 * (a member's own tools, the vault, the development pages) are sent as the app's shell and drawn
 * in the browser, as before. So are the quests' leaderboard and the swaps: a signed-in member's
 * own parts there (their rank, their claim) take more room than the visitor's page the server
 * draws, and moved them by 0.07 as they arrived (layout-shift.test.ts holds drawn pages to 0.05).
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
  ['quests'],
  ['codex'],
  ['codex', '$'],
  ['odyssey'],
  ['blogs'],
  ['blogs', '$'],
  ['about'],
]

/**
 * A collection's grid opened at an offset (`{site name}-offset`, the place a member came back to) is
 * drawn by the browser, which scrolls its virtual grid there: the server would draw every card up
 * to the offset, and the browser's scroll to the member's place would wait for all of them.
 */
const opensAtOffset = (search: URLSearchParams) =>
  [...search].some(([key, value]) => key.endsWith('-offset') && value !== '' && value !== '0')

export function isServerDrawn(path: string, search: URLSearchParams = new URLSearchParams()): boolean {
  const segments = path.split('/').filter(Boolean)
  if (opensAtOffset(search)) return false
  return DRAWN.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((segment, index) => segment === '$' || segment === segments[index]),
  )
}
