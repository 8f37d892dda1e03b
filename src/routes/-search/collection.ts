import { z } from 'zod/mini'
import { offsetParam } from './params'

const OFFSET_SUFFIX = '-offset'
/** The offset key when the site has no name: `q-offset`. */
export const DEFAULT_SITE_NAME = 'q'

/** The collection page keeps its offset under `{site name}-offset`. */
export function offsetKey(siteName: string | undefined): string {
  const name = siteName?.trim() || DEFAULT_SITE_NAME
  return `${name}${OFFSET_SUFFIX}`
}

export type Traits = Record<string, string[]>

/**
 * The collection page's search as the URL holds it, normalised: every `*-offset` key a
 * non-negative integer, every other key a trait filter whose comma-separated values are trimmed
 * and unique. It stays flat on purpose: the router keeps the raw keys beside the validated ones,
 * so a nested shape would be written into the URL twice. `collectionTraits` and
 * `collectionOffset` give the structured view.
 */
export type CollectionSearch = Record<string, string>

function traitValues(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value]
  return values
    .filter((item): item is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof item))
    .flatMap((item) => String(item).split(','))
    .map((item) => item.trim())
    .filter((item, index, all) => item.length > 0 && all.indexOf(item) === index)
}

const isOffsetKey = (key: string) => key.endsWith(OFFSET_SUFFIX)

export const collectionSearchSchema = z.pipe(
  z.catch(z.record(z.string(), z.unknown()), {}),
  z.transform((raw: Record<string, unknown>): CollectionSearch => {
    const search: CollectionSearch = {}
    for (const [key, value] of Object.entries(raw)) {
      if (isOffsetKey(key)) {
        search[key] = String(offsetParam.parse(value))
        continue
      }
      const values = traitValues(value)
      if (values.length > 0) search[key] = values.join(',')
    }
    return search
  }),
)

/** Trait filters by trait type: every key but the offsets. */
export function collectionTraits(search: CollectionSearch): Traits {
  const traits: Traits = {}
  for (const [key, value] of Object.entries(search)) {
    if (!isOffsetKey(key)) traits[key] = traitValues(value)
  }
  return traits
}

export function collectionOffset(search: CollectionSearch, siteName: string | undefined): number {
  return offsetParam.parse(search[offsetKey(siteName)] ?? 0)
}

/** The URL form of a collection search: traits comma-joined, the offset only when past the first page. */
export function collectionSearchToUrl(
  traits: Traits,
  offset: number,
  siteName: string | undefined,
): Record<string, string> {
  const url: Record<string, string> = {}
  for (const [type, values] of Object.entries(traits)) {
    if (values.length > 0) url[type] = values.join(',')
  }
  if (offset > 0) url[offsetKey(siteName)] = String(offset)
  return url
}

/** Adds or removes one trait value; any change of filters starts again from the first page. */
export function toggleTrait(search: CollectionSearch, type: string, value: string, siteName: string | undefined) {
  const traits = collectionTraits(search)
  const current = traits[type] ?? []
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
  traits[type] = next
  if (next.length === 0) delete traits[type]
  return collectionSearchToUrl(traits, 0, siteName)
}

/** 'Reset filters': no trait, first page. */
export function resetTraits(): Record<string, string> {
  return {}
}
