/** The spec's story sections, in order (quests-rewards-services, "Story and lore"). */
export const SPEC_STORY_SECTIONS = [
  'Lore',
  'the game',
  'Warriors',
  'Game',
  'Arenas',
  'Battlecards',
  'Rewards',
  'Community',
] as const

/** The spec's four Odyssey challenges and whether each is open: the Golden Temple alone. */
export const SPEC_ODYSSEY_CHALLENGES = [
  ['Golden Temple', true],
  ['Mystic Forest', false],
  ['Mystic River', false],
  ['Great Waterfall', false],
] as const
