import type { AssetPath } from './types.ts'

/**
 * Where every demo asset lives under `{cdnBase}/assets/{version}/`. The data generator stores these
 * paths and the assets app answers exactly these, so the two cannot drift apart.
 */

export const BATTLECARD_SUPPLY = 10_000
export const AVATAR_COUNT = 48
export const PROFILE_BANNER_COUNT = 12
export const FAN_ART_COUNT = 60
export const GAME_SHOT_COUNT = 24
export const ART_PIECE_COUNT = 40
export const ARTIST_ENTRY_COUNT = 24
/** Bit rates (kbit/s) of the committed video encodings. */
export const VIDEO_BIT_RATES = [128, 256, 512] as const

export const assetPaths = {
  logo: 'images/koi-logo.svg',
  brokenImage: 'images/broken-image.png',
  battlecard: (tokenId: number): AssetPath => `images/battlecards/${tokenId}.png`,
  battlecardThumbnail: (tokenId: number): AssetPath => `images/battlecards/thumbnails/${tokenId}.png`,
  collectionItem: (slug: string, tokenId: number): AssetPath => `images/collections/${slug}/${tokenId}.png`,
  collectionItemThumbnail: (slug: string, tokenId: number): AssetPath =>
    `images/collections/${slug}/thumbnails/${tokenId}.png`,
  collectionImage: (slug: string): AssetPath => `images/collections/${slug}/image.png`,
  collectionBanner: (slug: string): AssetPath => `images/collections/${slug}/banner.png`,
  avatar: (index: number): AssetPath => `images/avatars/${index}.png`,
  profileBanner: (index: number): AssetPath => `images/banners/${index}.png`,
  guardian: (id: string): AssetPath => `images/guardians/${id}.png`,
  guardianBanner: (id: string): AssetPath => `images/guardians/${id}-banner.png`,
  shield: (id: string): AssetPath => `images/shields/${id}.png`,
  fanArt: (index: number): AssetPath => `images/fan-art/${index}.png`,
  gameShot: (index: number): AssetPath => `images/game/${index}.png`,
  artPiece: (index: number): AssetPath => `images/art-contest/pieces/${index}.png`,
  artistEntry: (index: number): AssetPath => `images/art-contest/entries/${index}.png`,
  storyImage: (itemId: string): AssetPath => `images/story/${itemId}.png`,
  storyThumbnail: (itemId: string): AssetPath => `images/story/thumbnails/${itemId}.png`,
  odyssey: (id: string): AssetPath => `images/odyssey/${id}.png`,
  blog: (slug: string): AssetPath => `images/blog/${slug}.png`,
  about: (slug: string): AssetPath => `images/about/${slug}.png`,
  vaultThumbnail: (id: string): AssetPath => `images/vault/${id}.png`,
  token: (symbol: string): AssetPath => `images/tokens/${symbol.toLowerCase()}.svg`,
  social: (name: string): AssetPath => `images/socials/${name}.svg`,
  videoPoster: 'images/video/koi-river.png',
  video: (kbps: number): AssetPath => `video/koi-river-${kbps}k.mp4`,
  audio: 'audio/legend-of-koi.mp3',
  audioPoster: 'images/odyssey/legend-poster.png',
  model: 'models/koi-lantern.glb',
  fbxModel: 'models/koi-lantern.fbx',
  /** Vault-only: served by the vault's file call to members with a linked X account, never by the CDN. */
  fieldGuide: 'protected/docs/koi-field-guide.pdf',
  /** The full-size shield a member who owns it downloads; the CDN serves only the list picture. */
  shieldFile: (id: string): AssetPath => `protected/shields/${id}.png`,
  /** The story page's sections with their chapters, as one JSON document (the catalogue has no story call). */
  storySections: 'story/sections.json',
  /** The Odyssey page: the legend's audio and the four challenges, as one JSON document. */
  storyOdyssey: 'story/odyssey.json',
} as const
