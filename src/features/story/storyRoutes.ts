/**
 * Which story section each story route of the navbar shows. The Codex opens on the Lore and, with
 * its 'Start' button (`?chapter=all`), lists all eight sections; the others show one section each.
 */
export const STORY_ROUTE_SECTIONS = {
  '/codex': 'lore',
  '/highlights': 'community',
  '/explore': 'battlecards',
  '/challenges': 'game',
  '/arena': 'arenas',
  '/portal': 'the-game',
} as const

export type StoryRoute = keyof typeof STORY_ROUTE_SECTIONS

/** The cards of a section on desktop: the first four in one row, the rest in another. */
export const FIRST_ROW_SIZE = 4

export function cardRows<T>(items: readonly T[]): [T[], T[]] {
  return [items.slice(0, FIRST_ROW_SIZE), items.slice(FIRST_ROW_SIZE)]
}

/** The chapters before and after `id` within its section, for Previous and Next. */
export function neighbours<T extends { id: string }>(items: readonly T[], id: string): { previous?: T; next?: T } {
  const index = items.findIndex((item) => item.id === id)
  if (index < 0) return {}
  return { previous: items[index - 1], next: items[index + 1] }
}
