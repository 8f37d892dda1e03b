/**
 * The pages whose first screen the server draws: the public ones a visitor lands on from a link or
 * a search. Each pattern is the path's segments, `$` standing for any one segment. Other pages
 * (a member's own tools, the development pages) are sent as the app's shell and drawn in the
 * browser, as before.
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
  ['highlights'],
  ['highlights', '$'],
  ['challenges'],
  ['challenges', '$'],
  ['arena'],
  ['arena', '$'],
  ['portal'],
  ['portal', '$'],
  ['odyssey'],
  ['odyssey', '$'],
  ['blogs'],
  ['blogs', '$'],
  ['about'],
  ['about', '$'],
  ['flows'],
  ['flows', '$'],
]

/**
 * Pages with a member's own parts (their GCoins, their claim form, their vault), which take more
 * room than the visitor's prompt: a request carrying a session gets them drawn with that room kept
 * for the member's parts while they come (`memberComing`), a visitor's without, so the parts do not
 * move the page below them as they arrive (they moved the leaderboard by 0.07). The two drawings
 * are kept apart, and the page's answer varies with the cookie.
 */
const DRAWN_APART_FOR_MEMBERS: readonly (readonly string[])[] = [['quests', 'leaderboard'], ['swaps'], ['vault']]

const matches = (patterns: readonly (readonly string[])[], segments: readonly string[]) =>
  patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((segment, index) => segment === '$' || segment === segments[index]),
  )

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** Whether the page at `path` is drawn differently for a request with a session and one without. */
export function dependsOnSession(path: string): boolean {
  return matches(DRAWN_APART_FOR_MEMBERS, segmentsOf(path))
}

/**
 * A collection's grid opened at an offset (`{site name}-offset`, the place a member came back to) is
 * drawn by the browser, which scrolls its virtual grid there: the server would draw every card up
 * to the offset, and the browser's scroll to the member's place would wait for all of them.
 */
const opensAtOffset = (search: URLSearchParams) =>
  [...search].some(([key, value]) => key.endsWith('-offset') && value !== '' && value !== '0')

export function isServerDrawn(path: string, search: URLSearchParams = new URLSearchParams()): boolean {
  const segments = segmentsOf(path)
  if (opensAtOffset(search)) return false
  return matches(DRAWN, segments) || matches(DRAWN_APART_FOR_MEMBERS, segments)
}
