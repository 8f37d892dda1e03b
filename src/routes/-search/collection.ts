import { z } from 'zod/mini'
import type { ItemSort } from '../../services/api'
import { ITEM_SORTS } from '../../services/api/contract/constants'
import {
  MAX_FILTER_TRAIT_TYPES,
  MAX_FILTER_VALUES_PER_TYPE,
  MAX_ITEM_SEARCH_LENGTH,
  MAX_TRAIT_TEXT_LENGTH,
} from '../../services/api/contract/limits'
import { offsetParam, textParam } from './params'

const OFFSET_SUFFIX = '-offset'
/** The offset key when the site has no name: `q-offset`. */
export const DEFAULT_SITE_NAME = 'q'

/** The collection page keeps its offset under `{site name}-offset`. */
export function offsetKey(siteName: string | undefined): string {
  const name = siteName?.trim() || DEFAULT_SITE_NAME
  return `${name}${OFFSET_SUFFIX}`
}

export type Traits = Record<string, string[]>

/** The price menu's order, the spec's sort parameter name. */
export const SORT_KEY = 'sortBy'
/** The search box's text (a name or a token id). */
export const SEARCH_KEY = 'search'
const SEARCH_MAX_LENGTH = MAX_ITEM_SEARCH_LENGTH

/**
 * The collection page's search as the URL holds it, normalised: `sortBy` one of the four price
 * orders, `search` the search box's text, every `*-offset` key a non-negative integer, and every
 * other key a trait filter whose comma-separated values are trimmed and unique. It stays flat on
 * purpose: the router keeps the raw keys beside the validated ones, so a nested shape would be
 * written into the URL twice. `collectionTraits` and `collectionOffset` give the structured view.
 */
export type CollectionSearch = {
  [key: string]: string | undefined
  sortBy?: ItemSort
  search?: string
}

/** An unknown sort reads as the token order (no sort). */
const sortParam = z.lazy(() => z.catch(z.optional(z.enum(ITEM_SORTS)), undefined))
const searchParam = z.lazy(() =>
  z.pipe(
    textParam,
    z.transform((text: string | undefined) => text?.slice(0, SEARCH_MAX_LENGTH)),
  ),
)

function traitValues(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value]
  return values
    .filter((item): item is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof item))
    .flatMap((item) => String(item).split(','))
    .map((item) => item.trim())
    .filter(
      (item, index, all) => item.length > 0 && item.length <= MAX_TRAIT_TEXT_LENGTH && all.indexOf(item) === index,
    )
    .slice(0, MAX_FILTER_VALUES_PER_TYPE)
}

const isOffsetKey = (key: string) => key.endsWith(OFFSET_SUFFIX)
const isTraitKey = (key: string) => key !== SORT_KEY && key !== SEARCH_KEY && !isOffsetKey(key)

export const collectionSearchSchema = z.lazy(() =>
  z.pipe(
    z.catch(z.record(z.string(), z.unknown()), {}),
    z.transform((raw: Record<string, unknown>): CollectionSearch => {
      const search: CollectionSearch = {}
      const sortBy = sortParam.parse(raw[SORT_KEY])
      const text = searchParam.parse(raw[SEARCH_KEY])
      if (sortBy) search.sortBy = sortBy
      if (text) search.search = text
      // a link may name more than the server takes: the filter keeps within the contract's bounds
      let traitTypes = 0
      for (const [key, value] of Object.entries(raw)) {
        if (!isTraitKey(key) && !isOffsetKey(key)) continue
        if (isOffsetKey(key)) {
          search[key] = String(offsetParam.parse(value))
          continue
        }
        if (key.length > MAX_TRAIT_TEXT_LENGTH || traitTypes >= MAX_FILTER_TRAIT_TYPES) continue
        const values = traitValues(value)
        if (values.length === 0) continue
        search[key] = values.join(',')
        traitTypes += 1
      }
      return search
    }),
  ),
)

/** Trait filters by trait type: every key but the sort, the search text and the offsets. */
export function collectionTraits(search: CollectionSearch): Traits {
  const traits: Traits = {}
  for (const [key, value] of Object.entries(search)) {
    if (isTraitKey(key) && value !== undefined) traits[key] = traitValues(value)
  }
  return traits
}

export function collectionOffset(search: CollectionSearch, siteName: string | undefined): number {
  return offsetParam.parse(search[offsetKey(siteName)] ?? 0)
}

export interface CollectionBrowse {
  traits: Traits
  sortBy?: ItemSort
  search?: string
  offset: number
}

/** The URL form of a collection search: traits comma-joined, the offset only when past the first item. */
export function collectionSearchToUrl(
  { traits, sortBy, search, offset }: CollectionBrowse,
  siteName: string | undefined,
): CollectionSearch {
  const url: CollectionSearch = {}
  for (const [type, values] of Object.entries(traits)) {
    if (values.length > 0) url[type] = values.join(',')
  }
  if (sortBy) url.sortBy = sortBy
  const text = search?.trim()
  if (text) url.search = text
  if (offset > 0) url[offsetKey(siteName)] = String(offset)
  return url
}

const browseOf = (search: CollectionSearch): CollectionBrowse => ({
  traits: collectionTraits(search),
  sortBy: search.sortBy,
  search: search.search,
  offset: 0,
})

/** Adds or removes one trait value; any change of filters starts again from the first item. */
export function toggleTrait(search: CollectionSearch, type: string, value: string, siteName: string | undefined) {
  const browse = browseOf(search)
  const current = browse.traits[type] ?? []
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
  browse.traits[type] = next
  if (next.length === 0) delete browse.traits[type]
  return collectionSearchToUrl(browse, siteName)
}

/** 'Reset filters': no trait and no search text, from the first item; the sort stays. */
export function resetTraits(search: CollectionSearch, siteName: string | undefined): CollectionSearch {
  return collectionSearchToUrl({ traits: {}, sortBy: search.sortBy, offset: 0 }, siteName)
}

/** A new price order starts again from the first item. */
export function withSort(search: CollectionSearch, sortBy: ItemSort, siteName: string | undefined) {
  return collectionSearchToUrl({ ...browseOf(search), sortBy }, siteName)
}

/** New search text starts again from the first item. */
export function withSearchText(search: CollectionSearch, text: string, siteName: string | undefined) {
  return collectionSearchToUrl({ ...browseOf(search), search: text }, siteName)
}

/** The item the grid is scrolled to, kept so a reload, a shared link or Back starts there. */
export function withOffset(search: CollectionSearch, offset: number, siteName: string | undefined) {
  return collectionSearchToUrl({ ...browseOf(search), offset }, siteName)
}
