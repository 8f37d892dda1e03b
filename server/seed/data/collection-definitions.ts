/**
 * The demo collections. Battlecards is the spec's 10,000-card collection and the default of
 * single-collection mode; the others give multi-collection mode something to list and compare.
 */

export const EDITIONS = ['Original', 'Kawarimono', 'Forged', 'Mythic', 'Gods', 'Inked'] as const
export const VIRTUES = ['Strength', 'Wisdom', 'Resilience', 'Hope', 'Destiny'] as const

export type Edition = (typeof EDITIONS)[number]
export type Virtue = (typeof VIRTUES)[number]

/** How often each edition is minted, parallel to EDITIONS: Gods is the rarest. */
export const EDITION_WEIGHTS: readonly number[] = [40, 12, 16, 7, 3, 22]
/** Price factor of each edition against the collection's base price, parallel to EDITIONS. */
export const EDITION_PRICE_FACTORS: readonly number[] = [1, 1.6, 1.4, 3.2, 8, 1.2]
/** Card frame colours of each edition, parallel to EDITIONS; the card art uses them. */
export const EDITION_COLOURS: readonly (readonly [number, number, number])[] = [
  [70, 130, 180],
  [214, 90, 60],
  [120, 120, 130],
  [130, 70, 190],
  [212, 175, 55],
  [25, 25, 35],
]

export const WARRIORS = [
  'Ronin',
  'Monk',
  'Archer',
  'Shrine Maiden',
  'Shinobi',
  'Samurai',
  'Oni Hunter',
  'Koi Rider',
] as const
export const ELEMENTS = ['Water', 'Fire', 'Stone', 'Wind', 'Lightning', 'Shadow'] as const
export const ARENAS = ['Golden Temple', 'Mystic Forest', 'Mystic River', 'Great Waterfall'] as const

export interface CollectionDefinition {
  slug: string
  name: string
  symbol: string
  description: string
  supply: number
  /** Typical sale price in ETH. */
  basePrice: number
  /** Above 1 sales bunch up in recent days (rising volume), under 1 they thin out. */
  salesTrend: number
  /** Share of items that changed hands at least once in the last 60 days. */
  turnover: number
  traits: Record<string, readonly string[]>
}

export const BATTLECARDS_SLUG = 'battlecards'

export const COLLECTION_DEFINITIONS: readonly CollectionDefinition[] = [
  {
    slug: BATTLECARDS_SLUG,
    name: 'Battlecards',
    symbol: 'KOIBC',
    description:
      'Ten thousand Battlecards, each a Traveller bound to one of the five virtues: Strength, Wisdom, Resilience, Hope and Destiny. Cards come in six editions, from the common Original to the Gods edition that only a few hundred Travellers will ever hold. Every card is playable in the Arena and earns its keeper a share of the rewards token.',
    supply: 10_000,
    basePrice: 0.08,
    salesTrend: 1.35,
    turnover: 0.42,
    traits: {},
  },
  {
    slug: 'koi-guardians',
    name: 'Koi Guardians',
    symbol: 'KOIG',
    description:
      'Portraits of the eight Guardians who keep the gates between the arenas. Holders may bind a Guardian to their profile and call on it in Odyssey challenges.',
    supply: 400,
    basePrice: 0.45,
    salesTrend: 0.75,
    turnover: 0.35,
    traits: {
      Guardian: ['Kaito', 'Hoshi', 'Ryuga', 'Sakura', 'Tetsu', 'Yume', 'Kaze', 'Mizuki'],
      Aura: ['Calm', 'Fierce', 'Radiant', 'Veiled'],
      Background: ['Temple Gold', 'Forest Green', 'River Blue', 'Waterfall Mist'],
    },
  },
  {
    slug: 'arena-relics',
    name: 'Arena Relics',
    symbol: 'RELIC',
    description:
      'Objects recovered from the four arenas: lanterns, masks, blades and scrolls. Each relic is a small 3D model you can turn in your hand before you take it into battle.',
    supply: 240,
    basePrice: 0.03,
    salesTrend: 1,
    turnover: 0.5,
    traits: {
      Relic: ['Lantern', 'Mask', 'Blade', 'Scroll', 'Bell', 'Fan'],
      Arena: ['Golden Temple', 'Mystic Forest', 'Mystic River', 'Great Waterfall'],
      Material: ['Bronze', 'Jade', 'Lacquer', 'Paper', 'Steel'],
    },
  },
  {
    slug: 'odyssey-passes',
    name: 'Odyssey Passes',
    symbol: 'ODYS',
    description:
      'A pass opens one Odyssey challenge to its holder. Passes of the Golden Temple are open now; the others unlock as the story moves on.',
    supply: 160,
    basePrice: 0.12,
    salesTrend: 1.8,
    turnover: 0.3,
    traits: {
      Challenge: ['Golden Temple', 'Mystic Forest', 'Mystic River', 'Great Waterfall'],
      Tier: ['Bronze', 'Silver', 'Gold'],
    },
  },
  {
    slug: 'inkbound-scrolls',
    name: 'Inkbound Scrolls',
    symbol: 'SCRL',
    description:
      'Hand-inked scrolls that tell the lore of Koi one verse at a time. Collect a full chapter to read it in order.',
    supply: 200,
    basePrice: 0.015,
    salesTrend: 0.55,
    turnover: 0.25,
    traits: {
      Chapter: ['The River', 'The Forge', 'The Temple', 'The Fall', 'The Return'],
      Ink: ['Sumi Black', 'Vermilion', 'Indigo', 'Gold Leaf'],
    },
  },
]
