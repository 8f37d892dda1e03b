import type { ItemSort } from './itemFilters'

export interface BrowseChoice {
  sort?: ItemSort
  search: string
}

/**
 * The sort and search of each collection for this visit: the URL keeps only traits and offset
 * (every other key is a trait), so these are remembered here to come back with Back.
 */
const remembered = new Map<string, BrowseChoice>()

export const recallBrowse = (id: string): BrowseChoice => remembered.get(id) ?? { search: '' }
export const rememberBrowse = (id: string, choice: BrowseChoice) => remembered.set(id, choice)

/** Search inputs take at least 2 characters; a token id is searched at any length. */
export function searchTerm(input: string): string | undefined {
  const value = input.trim()
  return value.length >= 2 || /^\d+$/.test(value) ? value : undefined
}
