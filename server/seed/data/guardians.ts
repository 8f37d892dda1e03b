import { assetPaths } from './asset-paths.ts'
import { GUARDIAN_ROSTER } from './guardian-roster.ts'
import type { Guardian } from './types.ts'

interface GuardianDefinition {
  id: string
  name: string
  description: string
}

/** The eight great Guardians of the story, who keep the gates between the arenas. */
const GREAT_GUARDIANS: readonly GuardianDefinition[] = [
  {
    id: 'kaito',
    name: 'Kaito, Warden of the Tide',
    description:
      'Kaito keeps the river gates of the Golden Temple. He answers to the tide, not to kings, and he has never let a Traveller drown.',
  },
  {
    id: 'hoshi',
    name: 'Hoshi, the Star Reader',
    description:
      'Hoshi maps the sky above the Mystic Forest and reads in it which Battlecards will wake next. Her guesses are rarely wrong.',
  },
  {
    id: 'ryuga',
    name: 'Ryuga of the Forge',
    description:
      'Ryuga hammers raw ink into Forged editions. His anvil sits in the heart of the mountain and it has not cooled in a hundred years.',
  },
  {
    id: 'sakura',
    name: 'Sakura, Blade of Spring',
    description:
      'Sakura fights with two short blades and a long memory. She trains every Traveller who asks, and forgets none who quit.',
  },
  {
    id: 'tetsu',
    name: 'Tetsu the Unbroken',
    description:
      'Tetsu has lost every duel he ever fought except the last one. Resilience is the only virtue he believes in.',
  },
  {
    id: 'yume',
    name: 'Yume, Keeper of Dreams',
    description:
      'Yume walks between the waking arenas and the Inked world where cards sleep. She brings back what the others cannot see.',
  },
  {
    id: 'kaze',
    name: 'Kaze, Rider of the Great Waterfall',
    description:
      'Kaze climbed the Great Waterfall on the back of a golden koi. He still guards the top, and he still waits for the next climber.',
  },
  {
    id: 'mizuki',
    name: 'Mizuki, the Mythic Voice',
    description:
      'Mizuki sings the old songs of the Gods edition. When she stops singing, the arena falls silent and the duel begins.',
  },
]

/**
 * The fifty Guardians a member can choose in the profile editor, the great eight first; ids double
 * as asset names.
 */
export const GUARDIAN_DEFINITIONS: readonly GuardianDefinition[] = [
  ...GREAT_GUARDIANS,
  ...GUARDIAN_ROSTER.map(([id, name, description]) => ({ id, name, description })),
]

export function generateGuardians(): Guardian[] {
  return GUARDIAN_DEFINITIONS.map((guardian) => ({
    _id: guardian.id,
    name: guardian.name,
    description: guardian.description,
    image: assetPaths.guardian(guardian.id),
    bannerImage: assetPaths.guardianBanner(guardian.id),
  }))
}
