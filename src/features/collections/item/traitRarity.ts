import type { TraitGroup } from '../collection/TraitPanel'

/** The share of the collection's items carrying a trait value, in percent with one decimal. */
export function traitRarity(groups: TraitGroup[], type: string, value: string, supply: number): number | undefined {
  const count = groups.find((group) => group.trait_type === type)?.values.find((entry) => entry.value === value)?.count
  if (count === undefined || supply <= 0) return undefined
  return Math.round((count / supply) * 1000) / 10
}
