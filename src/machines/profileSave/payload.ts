import type { ProfileUpdate } from './events'

export interface ProfileDraft {
  username: string
  biography: string
  url: string
  location: string
  guardianId: string
  image: string
}

/** Only non-empty fields are sent (spec: save payload). */
export function profileUpdateOf(draft: ProfileDraft): ProfileUpdate {
  const update: ProfileUpdate = {}
  for (const key of Object.keys(draft) as (keyof ProfileDraft)[]) {
    if (draft[key].trim() !== '') update[key] = draft[key]
  }
  return update
}
