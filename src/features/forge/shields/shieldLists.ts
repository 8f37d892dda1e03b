import type { Shield } from '../../../services/api'

/** The pseudo-entry the strip ends with: it opens the modal on every shield, and no list shows it. */
export const ALL_SHIELDS_ID = 'all-shields'
export const ALL_SHIELDS_NAME = 'All Shields'

export interface StripEntry {
  id: string
  name: string
  image: string | null
}

/** The strip: the account's shields, then the 'All Shields' pseudo-entry. */
export function stripEntries(shields: Shield[]): StripEntry[] {
  return [
    ...shields.map((shield) => ({ id: shield._id, name: shield.name, image: shield.image })),
    { id: ALL_SHIELDS_ID, name: ALL_SHIELDS_NAME, image: null },
  ]
}

/** The modal's two lists: the shields owned, and the rest ('Available', greyed); the pseudo-entry in neither. */
export function shieldLists(all: Shield[], owned: Shield[]): { owned: Shield[]; available: Shield[] } {
  const real = all.filter((shield) => shield._id !== ALL_SHIELDS_ID)
  const ownedIds = new Set(owned.map((shield) => shield._id))
  return {
    owned: real.filter((shield) => ownedIds.has(shield._id)),
    available: real.filter((shield) => !ownedIds.has(shield._id)),
  }
}
