/**
 * Page titles, one rule for the tab (each route's `head`) and for the HTML the server writes for
 * link previews and crawlers: the page's own words first, the site's name last, e.g.
 * "Samurai of Strength #1312 · Battlecards · Koi".
 */
export const TITLE_SEPARATOR = ' · '

export function pageTitle(siteName: string, ...parts: ReadonlyArray<string | null | undefined>): string {
  const named = parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part))
  return [...named, siteName].join(TITLE_SEPARATOR)
}

/** The title of each page that is named by its place in the site rather than by its data. */
export const SECTION_TITLES = {
  '/collections': 'Collections',
  '/explore': 'Explore',
  '/codex': 'Codex',
  '/highlights': 'Highlights',
  '/odyssey': 'Odyssey',
  '/challenges': 'Challenges',
  '/arena': 'Arena',
  '/about': 'About',
  '/portal': 'Portal',
  '/quests': 'Quests',
  '/quests/leaderboard': 'Leaderboard',
  '/forge': 'Forge',
  '/blogs': 'Blog',
  '/gallery/fan-art': 'Fan art gallery',
  '/gallery/game': 'Game gallery',
  '/gallery/submissions': 'All submissions',
  '/art-contest': 'Art contest',
  '/swaps': 'Swap and claim',
  '/vault': 'Vault',
  '/arenadev': 'Arena (development build)',
  '/flows': 'Flows',
} as const satisfies Record<string, string>

export type SectionPath = keyof typeof SECTION_TITLES

export const isSectionPath = (path: string): path is SectionPath => Object.hasOwn(SECTION_TITLES, path)

/** A member as the profile page names them: the username, else the address shortened as the page shows it. */
export function memberName(username: string | null | undefined, account: string): string {
  const name = username?.trim()
  if (name) return name
  return account.length <= 15 ? account : `${account.slice(0, 7)}…${account.slice(-7)}`
}
