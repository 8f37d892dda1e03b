import { gatewayUrl, MetadataError, type Gateways } from './tokenUri.ts'

export interface ItemTrait {
  trait_type: string
  value: string
  display_type?: string
}

/** The fields of an item that come from its metadata, in the shape `items` holds them. */
export interface NormalizedMetadata {
  name: string
  description: string
  image: string
  mediaUri: string
  mediaMime: string
  traits: ItemTrait[]
}

const MAX_TEXT = 200
const MAX_DESCRIPTION = 5000
const MAX_TRAITS = 100
/** Largest picture kept as a data URI (an on-chain SVG): beyond it the item shows no picture. */
const MAX_DATA_IMAGE = 100_000

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) : typeof value === 'number' ? String(value) : ''

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
}

function mimeOf(uri: string): string {
  const data = /^data:([^;,]+)/.exec(uri)
  if (data?.[1]) return data[1]
  const extension = /\.([a-z0-9]+)(?:$|[?#])/i.exec(uri)?.[1]?.toLowerCase()
  return (extension && MIME_BY_EXTENSION[extension]) ?? ''
}

/**
 * A picture to reference: http(s), ipfs and ar through their gateways, or a data URI of an image.
 * `javascript:`, `data:text/html` and the like are dropped.
 */
function mediaUrl(value: unknown, gateways: Gateways): string {
  if (typeof value !== 'string') return ''
  const trimmed = value.trim()
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(trimmed))
    return trimmed.length <= MAX_DATA_IMAGE ? trimmed : ''
  return gatewayUrl(trimmed, gateways) ?? ''
}

/**
 * An on-chain SVG (`image_data`) as a picture to reference, never as markup to insert: shown by
 * an <img>, its scripts do not run.
 */
function svgImage(value: unknown): string {
  if (typeof value !== 'string' || !/<svg[\s>]/i.test(value)) return ''
  const uri = `data:image/svg+xml;base64,${Buffer.from(value, 'utf8').toString('base64')}`
  return uri.length <= MAX_DATA_IMAGE ? uri : ''
}

function traitsOf(attributes: unknown): ItemTrait[] {
  if (!Array.isArray(attributes)) return []
  const traits: ItemTrait[] = []
  for (const attribute of attributes.slice(0, MAX_TRAITS)) {
    if (typeof attribute !== 'object' || attribute === null) continue
    const entry = attribute as Record<string, unknown>
    const raw = entry.value
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') continue
    const value = String(raw).trim().slice(0, MAX_TEXT)
    const traitType = text(entry.trait_type, MAX_TEXT) || 'Property'
    const displayType = text(entry.display_type, MAX_TEXT)
    traits.push({ trait_type: traitType, value, ...(displayType ? { display_type: displayType } : {}) })
  }
  return traits
}

/** Parses metadata JSON (anyone's input) into an item's fields; not an object is an error. */
export function parseMetadata(source: string): Record<string, unknown> {
  let json: unknown
  try {
    json = JSON.parse(source)
  } catch {
    throw new MetadataError('not JSON')
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new MetadataError('not a JSON object')
  return json as Record<string, unknown>
}

/** Where the indexer reads metadata through, and the site's own origin when it serves some (the demo). */
export interface MetadataSources extends Gateways {
  allowedMetadataOrigin?: string
}

/**
 * A picture on the site's own origin as a path on the site: the demo's tokenURIs name the origin
 * its chain was replayed for, and its pictures stay the site's own when it is served elsewhere.
 */
function onOwnSite(url: string, ownOrigin: string | undefined): string {
  if (!ownOrigin || !/^https?:/i.test(url)) return url
  const parsed = new URL(url)
  return parsed.origin === ownOrigin ? `${parsed.pathname}${parsed.search}` : url
}

export function normalizeMetadata(json: Record<string, unknown>, sources: MetadataSources): NormalizedMetadata {
  const own = (url: string) => onOwnSite(url, sources.allowedMetadataOrigin)
  const image = own(mediaUrl(json.image ?? json.image_url, sources)) || svgImage(json.image_data)
  const animation = own(mediaUrl(json.animation_url, sources))
  const mediaUri = animation || image
  return {
    name: text(json.name, MAX_TEXT),
    description: text(json.description, MAX_DESCRIPTION),
    image,
    mediaUri,
    mediaMime: mediaUri ? mimeOf(mediaUri) || (animation ? '' : 'image/*') : '',
    traits: traitsOf(json.attributes),
  }
}
