import type { ProfileModalFields } from './events'
import { PROFILE_IMAGE_TYPES } from './messages'

/** Name and description are both required; blank text counts as empty. */
export function hasAllFields(fields: ProfileModalFields): boolean {
  return fields.name.trim() !== '' && fields.description.trim() !== ''
}

/** Only image/png, image/jpg and image/jpeg pictures are taken. */
export function isImageTypeAllowed(mimeType: string, types: readonly string[] = PROFILE_IMAGE_TYPES): boolean {
  return types.includes(mimeType.toLowerCase())
}
