import { collectionAddress, generateDemoItems } from '../seed/data/collections.ts'
import { COLLECTION_DEFINITIONS } from '../seed/data/collection-definitions.ts'
import type { Item } from '../seed/data/types.ts'

/** A token's metadata in OpenSea's standard, as the demo collections' tokenURI answers it. */
export interface TokenMetadata {
  name: string
  description: string
  image: string
  animation_url?: string
  external_url: string
  attributes: { trait_type: string; value: string | number; display_type?: string }[]
}

/** Traits that are numbers: shown by marketplaces as numbers, not as strings to count. */
const NUMBER_TRAITS = new Set(['Power'])

let itemsBySlug: Map<string, Map<string, Item>> | undefined

/** The generated items by slug and token id, built on the first request (about a second). */
function demoItems(): Map<string, Map<string, Item>> {
  if (!itemsBySlug) {
    const slugOf = new Map(
      COLLECTION_DEFINITIONS.map((definition) => [collectionAddress(definition.slug), definition.slug]),
    )
    itemsBySlug = new Map()
    for (const item of generateDemoItems()) {
      const slug = slugOf.get(item.tokenAddress)
      if (!slug) continue
      const tokens = itemsBySlug.get(slug) ?? new Map<string, Item>()
      tokens.set(item.tokenId, item)
      itemsBySlug.set(slug, tokens)
    }
  }
  return itemsBySlug
}

/**
 * The metadata of demo token `tokenId` of collection `slug`, its files under `assetsBase` (the
 * absolute `{origin}/assets/{version}/`, since a tokenURI's JSON is read by anyone); null when the
 * demo has no such token. `siteOrigin` is where the item page lives.
 */
export function demoTokenMetadata(
  slug: string,
  tokenId: string,
  assetsBase: string,
  siteOrigin: string,
): TokenMetadata | null {
  const item = demoItems().get(slug)?.get(tokenId)
  if (!item) return null
  const image = new URL(item.image, assetsBase).href
  const media = new URL(item.media.uri, assetsBase).href
  return {
    name: item.name,
    description: item.description,
    image,
    ...(media === image ? {} : { animation_url: media }),
    external_url: new URL(`/collection/${slug}/${tokenId}`, siteOrigin).href,
    attributes: item.traits.map((trait) =>
      NUMBER_TRAITS.has(trait.trait_type) && /^\d+$/.test(trait.value)
        ? { trait_type: trait.trait_type, value: Number(trait.value), display_type: 'number' }
        : { trait_type: trait.trait_type, value: trait.value },
    ),
  }
}
