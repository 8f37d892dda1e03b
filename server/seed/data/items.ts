import { assetPaths } from './asset-paths.ts'
import {
  ARENAS,
  BATTLECARDS_SLUG,
  EDITIONS,
  EDITION_WEIGHTS,
  ELEMENTS,
  VIRTUES,
  WARRIORS,
  type CollectionDefinition,
} from './collection-definitions.ts'
import type { Random } from './random.ts'
import type { Address, Item, Media, Trait } from './types.ts'
import { ZERO_ADDRESS } from './accounts.ts'

/** Items before owners are known; `assignOwnership` fills `owner`. */
export function generateItems(random: Random, definition: CollectionDefinition, tokenAddress: Address): Item[] {
  const items: Item[] = []
  for (let tokenId = 0; tokenId < definition.supply; tokenId += 1) {
    items.push(
      definition.slug === BATTLECARDS_SLUG
        ? battlecard(random, tokenId, tokenAddress)
        : collectionItem(random, definition, tokenId, tokenAddress),
    )
  }
  rankByRarity(items)
  return items
}

function battlecard(random: Random, tokenId: number, tokenAddress: Address): Item {
  const edition = random.weighted(EDITIONS, EDITION_WEIGHTS)
  const virtue = random.pick(VIRTUES)
  const warrior = random.pick(WARRIORS)
  const element = random.pick(ELEMENTS)
  const arena = random.pick(ARENAS)
  const editionIndex = EDITIONS.indexOf(edition)
  const power = random.int(10 + editionIndex * 8, 60 + editionIndex * 8)
  const image = assetPaths.battlecard(tokenId)
  return {
    tokenAddress,
    tokenId: String(tokenId),
    name: `${warrior} of ${virtue} #${tokenId}`,
    description: `A ${edition} edition ${warrior.toLowerCase()} who fights for ${virtue.toLowerCase()} with the power of ${element.toLowerCase()}. First seen in the ${arena} arena.`,
    image,
    thumbnail: assetPaths.battlecardThumbnail(tokenId),
    media: battlecardMedia(tokenId, image),
    traits: [
      { trait_type: 'Edition', value: edition },
      { trait_type: 'Virtue', value: virtue },
      { trait_type: 'Warrior', value: warrior },
      { trait_type: 'Element', value: element },
      { trait_type: 'Arena', value: arena },
      { trait_type: 'Power', value: String(power) },
    ],
    owner: ZERO_ADDRESS,
    rarityRank: 0,
  }
}

/** Where a card's picture is missing, so the broken-image fallback has a real item (#69, #1069, ...). */
export const MISSING_CARD_IMAGE = 'images/battlecards/missing/card.png'

/**
 * Most cards are pictures; a few carry another kind of media so every preview has real items: a
 * glb model (#7), a video (#13), an FBX model (#21), audio (#33), a PDF (#45), a file type no
 * preview supports (#57) and a picture that fails to load (#69), repeating every 500 or 1000 cards.
 */
function battlecardMedia(tokenId: number, image: string): Media {
  if (tokenId % 500 === 7) return { uri: assetPaths.model, mime: 'model/gltf-binary' }
  if (tokenId % 500 === 13) return { uri: assetPaths.video(512), mime: 'video/mp4' }
  if (tokenId % 1000 === 21) return { uri: assetPaths.fbxModel, mime: 'application/fbx' }
  if (tokenId % 1000 === 33) return { uri: assetPaths.audio, mime: 'audio/mpeg' }
  if (tokenId % 1000 === 45) return { uri: assetPaths.fieldGuide, mime: 'application/pdf' }
  if (tokenId % 1000 === 57) return { uri: assetPaths.storySections, mime: 'text/plain' }
  if (tokenId % 1000 === 69) return { uri: MISSING_CARD_IMAGE, mime: 'image/png' }
  return { uri: image, mime: 'image/png' }
}

function collectionItem(
  random: Random,
  definition: CollectionDefinition,
  tokenId: number,
  tokenAddress: Address,
): Item {
  const traits: Trait[] = Object.entries(definition.traits).map(([trait_type, values]) => ({
    trait_type,
    value: random.pick(values),
  }))
  const image = assetPaths.collectionItem(definition.slug, tokenId)
  const lead = traits[0]?.value ?? definition.name
  let media: Media = { uri: image, mime: 'image/png' }
  if (definition.slug === 'arena-relics') {
    media =
      tokenId % 3 === 0
        ? { uri: assetPaths.fbxModel, mime: 'application/fbx' }
        : { uri: assetPaths.model, mime: 'model/gltf-binary' }
  }
  return {
    tokenAddress,
    tokenId: String(tokenId),
    name: `${lead} #${tokenId}`,
    description: `${definition.name}: ${traits.map((trait) => `${trait.trait_type} ${trait.value}`).join(', ')}.`,
    image,
    thumbnail: assetPaths.collectionItemThumbnail(definition.slug, tokenId),
    media,
    traits,
    owner: ZERO_ADDRESS,
    rarityRank: 0,
  }
}

/** Rarity score is the sum of inverse trait frequencies, the usual statistical rarity. */
function rankByRarity(items: Item[]): void {
  const frequency = new Map<string, number>()
  const key = (trait: Trait) => `${trait.trait_type}\u0000${trait.value}`
  for (const item of items)
    for (const trait of item.traits) frequency.set(key(trait), (frequency.get(key(trait)) ?? 0) + 1)
  const scored = items.map((item, index) => ({
    index,
    score: item.traits.reduce((sum, trait) => sum + items.length / (frequency.get(key(trait)) ?? 1), 0),
  }))
  scored.sort((a, b) => b.score - a.score || a.index - b.index)
  scored.forEach((entry, rank) => {
    const item = items[entry.index]
    if (item) item.rarityRank = rank + 1
  })
}
