import { readFileSync } from 'node:fs'
import { ABOUT_SLUGS, BLOG_SLUGS } from '../seed/data/blog.ts'
import {
  ARTIST_ENTRY_COUNT,
  ART_PIECE_COUNT,
  AVATAR_COUNT,
  BATTLECARD_SUPPLY,
  FAN_ART_COUNT,
  GAME_SHOT_COUNT,
  PROFILE_BANNER_COUNT,
  VIDEO_BIT_RATES,
} from '../seed/data/asset-paths.ts'
import { assetSizes, type PictureSize } from '../seed/data/asset-sizes.ts'
import { COLLECTION_DEFINITIONS } from '../seed/data/collection-definitions.ts'
import { generateBattlecards } from '../seed/data/collections.ts'
import { GUARDIAN_DEFINITIONS } from '../seed/data/guardians.ts'
import { SHIELD_DEFINITIONS } from '../seed/data/shields.ts'
import { generateStoryDocuments, ODYSSEY_CHALLENGE_IDS, STORY_ITEM_IDS } from '../seed/data/story.ts'
import type { Item } from '../seed/data/types.ts'
import { VAULT_DEFINITIONS } from '../seed/data/vault.ts'
import type { Canvas } from './canvas.ts'
import { buildLanternFbx } from './fbx.ts'
import { buildLanternGlb } from './glb.ts'
import {
  paintBanner,
  paintBrokenImage,
  paintCard,
  paintPortrait,
  paintRelic,
  paintScene,
  paintShield,
  seedOf,
  type CardTraits,
} from './painters.ts'
import { buildFieldGuidePdf } from './pdf.ts'
import { crc32, encodePng } from './png.ts'
import { koiLogoSvg, socialIconSvg, tokenIconSvg } from './svg.ts'

/**
 * Every file of the demo CDN, by its path under `/assets/{version}/`. The paths are the ones the
 * demo data stores (see `assetPaths`); anything else is unknown. Files are built on first request.
 */

export interface AssetFile {
  contentType: string
  bytes: Uint8Array
}

export interface ServedAsset extends AssetFile {
  /** A strong validator for conditional requests: CRC-32 and length of the bytes. */
  etag: string
}

/** Checks the path's names and numbers, and returns how to build the file without building it yet. */
type Builder = (match: RegExpMatchArray) => (() => AssetFile) | null

const png = (paint: () => Canvas) => (): AssetFile => {
  const canvas = paint()
  return { contentType: 'image/png', bytes: encodePng(canvas.width, canvas.height, canvas.pixels) }
}
const svg = (bytes: Uint8Array | null) => (bytes ? (): AssetFile => ({ contentType: 'image/svg+xml', bytes }) : null)
const committed = (name: string, contentType: string) => (): AssetFile => ({
  contentType,
  bytes: readFileSync(new URL(`./files/${name}`, import.meta.url)),
})

const json = (value: () => unknown) => (): AssetFile => ({
  contentType: 'application/json; charset=utf-8',
  bytes: new TextEncoder().encode(JSON.stringify(value())),
})

const inRange = (text: string | undefined, count: number): number | null => {
  const value = Number(text)
  return Number.isInteger(value) && value >= 0 && value < count && String(value) === text ? value : null
}
const oneOf = (text: string | undefined, names: readonly string[]): string | null =>
  text !== undefined && names.includes(text) ? text : null

let battlecardTraits: CardTraits[] | undefined
/** Card traits replayed from the demo data stream, so each picture matches its card's traits. */
function cardTraits(tokenId: number): CardTraits {
  battlecardTraits ??= generateBattlecards().map(traitsOf)
  const traits = battlecardTraits[tokenId]
  if (!traits) throw new Error(`Battlecard ${tokenId} is outside the collection`)
  return traits
}

function traitsOf(item: Item): CardTraits {
  const trait = (type: string) => item.traits.find((entry) => entry.trait_type === type)?.value ?? ''
  return {
    edition: trait('Edition'),
    virtue: trait('Virtue'),
    element: trait('Element'),
    power: Number(trait('Power')),
  }
}

const COLLECTION_SLUGS = COLLECTION_DEFINITIONS.map((definition) => definition.slug)
const supplyOf = (slug: string) => COLLECTION_DEFINITIONS.find((definition) => definition.slug === slug)?.supply ?? 0
const GUARDIAN_IDS = GUARDIAN_DEFINITIONS.map((guardian) => guardian.id)
const SHIELD_IDS = SHIELD_DEFINITIONS.map((shield) => shield.id)
const VAULT_IDS = VAULT_DEFINITIONS.map((asset) => asset._id)
const scene = (seed: number, size: PictureSize) => paintScene(seed, size.width, size.height)

const ROUTES: readonly [RegExp, Builder][] = [
  [/^images\/koi-logo\.svg$/, () => svg(koiLogoSvg())],
  [/^images\/broken-image\.png$/, () => png(() => paintBrokenImage(64))],
  [
    /^images\/battlecards\/(thumbnails\/)?(\d+)\.png$/,
    (match) => {
      const tokenId = inRange(match[2], BATTLECARD_SUPPLY)
      if (tokenId === null) return null
      const scale = match[1] ? 0.5 : 1
      return png(() => paintCard(cardTraits(tokenId), seedOf(`battlecard:${tokenId}`), 240 * scale, 336 * scale))
    },
  ],
  [
    /^images\/collections\/([a-z0-9-]+)\/(image|banner)\.png$/,
    (match) => {
      const slug = oneOf(match[1], COLLECTION_SLUGS)
      if (!slug) return null
      const seed = seedOf(`collection:${slug}`)
      return png(() => (match[2] === 'banner' ? paintBanner(seed, 960, 240) : paintRelic(seed, 256, 256)))
    },
  ],
  [
    /^images\/collections\/([a-z0-9-]+)\/(thumbnails\/)?(\d+)\.png$/,
    (match) => {
      const slug = oneOf(match[1], COLLECTION_SLUGS)
      const tokenId = slug ? inRange(match[3], supplyOf(slug)) : null
      if (!slug || tokenId === null) return null
      const size = match[2] ? 128 : 256
      const seed = seedOf(`item:${slug}:${tokenId}`)
      return png(() => (slug === 'koi-guardians' ? paintPortrait(seed, size, size) : paintRelic(seed, size, size)))
    },
  ],
  [
    /^images\/avatars\/(\d+)\.png$/,
    (match) => {
      const index = inRange(match[1], AVATAR_COUNT)
      return index === null ? null : png(() => paintPortrait(seedOf(`avatar:${index}`), 128, 128))
    },
  ],
  [
    /^images\/banners\/(\d+)\.png$/,
    (match) => {
      const index = inRange(match[1], PROFILE_BANNER_COUNT)
      return index === null ? null : png(() => paintBanner(seedOf(`banner:${index}`), 960, 240))
    },
  ],
  [
    /^images\/guardians\/([a-z]+)(-banner)?\.png$/,
    (match) => {
      const id = oneOf(match[1], GUARDIAN_IDS)
      if (!id) return null
      const seed = seedOf(`guardian:${id}`)
      return png(() => (match[2] ? paintBanner(seed, 960, 240) : paintPortrait(seed, 256, 256)))
    },
  ],
  [
    /^images\/shields\/([a-z-]+)\.png$/,
    (match) => {
      const id = oneOf(match[1], SHIELD_IDS)
      return id ? png(() => paintShield(seedOf(`shield:${id}`), 128)) : null
    },
  ],
  [
    /^images\/fan-art\/(\d+)\.png$/,
    (match) => {
      const index = inRange(match[1], FAN_ART_COUNT)
      return index === null ? null : png(() => scene(seedOf(`fan-art:${index}`), assetSizes.fanArt(index)))
    },
  ],
  [
    /^images\/game\/(\d+)\.png$/,
    (match) => {
      const index = inRange(match[1], GAME_SHOT_COUNT)
      return index === null ? null : png(() => scene(seedOf(`game:${index}`), assetSizes.gameShot()))
    },
  ],
  [
    /^images\/art-contest\/(pieces|entries)\/(\d+)\.png$/,
    (match) => {
      const pieces = match[1] === 'pieces'
      const index = inRange(match[2], pieces ? ART_PIECE_COUNT : ARTIST_ENTRY_COUNT)
      if (index === null) return null
      const seed = seedOf(`art-contest:${match[1] ?? ''}:${index}`)
      const size = pieces ? assetSizes.artPiece() : assetSizes.artistEntry(index)
      return png(() => (pieces ? paintPortrait(seed, size.width, size.height) : scene(seed, size)))
    },
  ],
  [
    /^images\/story\/(thumbnails\/)?([a-z0-9-]+)\.png$/,
    (match) => {
      const id = oneOf(match[2], STORY_ITEM_IDS)
      if (!id) return null
      return png(() =>
        match[1] ? paintScene(seedOf(`story:${id}`), 240, 160) : paintScene(seedOf(`story:${id}`), 640, 360),
      )
    },
  ],
  [
    /^images\/odyssey\/([a-z-]+)\.png$/,
    (match) => {
      const id = oneOf(match[1], [...ODYSSEY_CHALLENGE_IDS, 'legend-poster'])
      if (!id) return null
      return png(() =>
        id === 'legend-poster' ? paintScene(seedOf(id), 480, 480) : paintScene(seedOf(`odyssey:${id}`), 640, 360),
      )
    },
  ],
  [
    /^images\/blog\/([a-z0-9-]+)\.png$/,
    (match) => {
      const slug = oneOf(match[1], BLOG_SLUGS)
      return slug ? png(() => paintScene(seedOf(`blog:${slug}`), 640, 320)) : null
    },
  ],
  [
    /^images\/about\/([a-z0-9-]+)\.png$/,
    (match) => {
      const slug = oneOf(match[1], ABOUT_SLUGS)
      return slug ? png(() => paintScene(seedOf(`about:${slug}`), 640, 320)) : null
    },
  ],
  [
    /^images\/vault\/([a-z0-9-]+)\.png$/,
    (match) => {
      const id = oneOf(match[1], VAULT_IDS)
      return id ? png(() => paintScene(seedOf(`vault:${id}`), 240, 160)) : null
    },
  ],
  [/^images\/video\/koi-river\.png$/, () => png(() => scene(seedOf('video-poster'), assetSizes.videoPoster()))],
  [/^images\/socials\/([a-z]+)\.svg$/, (match) => svg(socialIconSvg(match[1] ?? ''))],
  [/^images\/tokens\/([a-z]+)\.svg$/, (match) => svg(tokenIconSvg(match[1] ?? ''))],
  [
    /^video\/koi-river-(\d+)k\.mp4$/,
    (match) =>
      VIDEO_BIT_RATES.some((kbps) => String(kbps) === match[1])
        ? committed(`koi-river-${match[1] ?? ''}k.mp4`, 'video/mp4')
        : null,
  ],
  [/^audio\/legend-of-koi\.mp3$/, () => committed('legend-of-koi.mp3', 'audio/mpeg')],
  [/^models\/koi-lantern\.glb$/, () => () => ({ contentType: 'model/gltf-binary', bytes: buildLanternGlb() })],
  [/^models\/koi-lantern\.fbx$/, () => () => ({ contentType: 'application/fbx', bytes: buildLanternFbx() })],
  [/^story\/sections\.json$/, () => json(() => generateStoryDocuments().sections)],
  [/^story\/odyssey\.json$/, () => json(() => generateStoryDocuments().odyssey)],
]

const cache = new Map<string, ServedAsset>()

/**
 * Files only member-gated calls hand out (the vault's field guide, full-size shields): built like
 * the others, but under `protected/`, which the public assets app never answers.
 */
const PROTECTED_ROUTES: readonly [RegExp, Builder][] = [
  [
    /^protected\/docs\/koi-field-guide\.pdf$/,
    () => () => ({ contentType: 'application/pdf', bytes: buildFieldGuidePdf() }),
  ],
  [
    /^protected\/shields\/([a-z-]+)\.png$/,
    (match) => {
      const id = oneOf(match[1], SHIELD_IDS)
      return id ? png(() => paintShield(seedOf(`shield:${id}`), 512)) : null
    },
  ],
]

/** A protected file by its path, for the calls that check who may have it; null when unknown. */
export function resolveProtectedFile(path: string): ServedAsset | null {
  return resolveFrom(PROTECTED_ROUTES, protectedCache, path)
}

/** The public file at `path` (relative to the assets version folder), or null when there is none. */
export function resolveAsset(path: string): ServedAsset | null {
  return resolveFrom(ROUTES, cache, path)
}

/** Kept apart from the public cache, so a protected path can never be answered as a public one. */
const protectedCache = new Map<string, ServedAsset>()

function resolveFrom(
  routes: readonly [RegExp, Builder][],
  built: Map<string, ServedAsset>,
  path: string,
): ServedAsset | null {
  const cached = built.get(path)
  if (cached) return cached
  const make = builderFor(path, routes)
  if (!make) return null
  const file = make()
  const served = { ...file, etag: `"${crc32(file.bytes).toString(16)}-${file.bytes.byteLength}"` }
  built.set(path, served)
  return served
}

/** Whether `path` names a file of the demo CDN, without building it. */
export function hasAsset(path: string): boolean {
  return builderFor(path, ROUTES) !== null
}

function builderFor(path: string, routes: readonly [RegExp, Builder][]): (() => AssetFile) | null {
  for (const [pattern, build] of routes) {
    const match = path.match(pattern)
    if (match) return build(match)
  }
  return null
}
