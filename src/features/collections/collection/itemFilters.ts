import { ITEM_SORTS, MAX_FILTER_VALUES_PER_TYPE, type ItemSort } from '../../../services/api'

export type { ItemSort } from '../../../services/api'

/** Trait type → the values chosen; an item matches one value of every listed type. */
export type Traits = Record<string, string[]>

/** The price menu, in the spec's order and words. */
export const ITEM_SORT_LABELS: Record<ItemSort, string> = {
  price_asc: 'Price low to high',
  price_desc: 'Price high to low',
  recently_listed: 'Recently listed',
  best_offers: 'Best offers',
}

export const itemSortOptions = ITEM_SORTS.map((value) => ({ value, label: ITEM_SORT_LABELS[value] }))

/** The trait panel shows at most 50 values of a trait: as many as a filter may name of one trait. */
export const TRAIT_VALUES_SHOWN = MAX_FILTER_VALUES_PER_TYPE

export const isChosen = (traits: Traits, type: string, value: string) => traits[type]?.includes(value) ?? false

export const chosenCount = (traits: Traits) => Object.values(traits).reduce((sum, values) => sum + values.length, 0)

/** Search inputs take at least 2 characters; a token id is searched at any length. */
export function searchTerm(input: string): string | undefined {
  const value = input.trim()
  return value.length >= 2 || /^\d+$/.test(value) ? value : undefined
}
