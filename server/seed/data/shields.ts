import { assetPaths } from './asset-paths.ts'
import type { Shield } from './types.ts'

/** Achievement shields; ids double as asset names. */
export const SHIELD_DEFINITIONS: readonly { id: string; name: string; description: string }[] = [
  {
    id: 'first-step',
    name: 'First Step',
    description: 'Connected a wallet and signed in to Koi for the first time. Every Traveller starts here.',
  },
  {
    id: 'x-herald',
    name: 'Herald of X',
    description: 'Linked an X account and carried the news of the Arena to the wider world.',
  },
  {
    id: 'discord-voice',
    name: 'Voice of the Discord',
    description: 'Linked a Discord account and joined the conversation in the community halls.',
  },
  {
    id: 'card-keeper',
    name: 'Card Keeper',
    description: 'Holds at least one Battlecard. The card chose its keeper as much as the keeper chose the card.',
  },
  {
    id: 'quest-initiate',
    name: 'Quest Initiate',
    description: 'Completed five social quests and earned the first handful of GCoins.',
  },
  {
    id: 'quest-veteran',
    name: 'Quest Veteran',
    description: 'Completed every quest of a season. The leaderboard remembers the name.',
  },
  {
    id: 'golden-temple',
    name: 'Golden Temple Pathfinder',
    description: 'Took part in the Golden Temple challenge of the Odyssey.',
  },
  {
    id: 'ink-artist',
    name: 'Ink Artist',
    description: 'Submitted an entry to the art contest with a claimed Battlecard as its subject.',
  },
  {
    id: 'early-traveller',
    name: 'Early Traveller',
    description: 'Joined Koi before the launch. The first Travellers wear this shield with pride.',
  },
  {
    id: 'mythic-bearer',
    name: 'Mythic Bearer',
    description: 'Holds a Mythic or Gods edition Battlecard, the rarest editions of the collection.',
  },
]

export function generateShields(chainId: number): Shield[] {
  return SHIELD_DEFINITIONS.map((shield) => ({
    _id: shield.id,
    chainId,
    name: shield.name,
    description: shield.description,
    image: assetPaths.shield(shield.id),
  }))
}
