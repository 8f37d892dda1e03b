export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpg', 'image/jpeg'] as const

export const profileModalMessages = {
  button: 'Update',
  allFieldsRequired: 'All fields are required',
  /** The spec allows png, jpg and jpeg but names no text for a refused file: the one text of this flow not from the spec. */
  imageTypeRefused: 'Only png, jpg or jpeg images can be uploaded',
  updateFailed: 'update failed!',
  notLoggedIn: 'User not logged in',
} as const

export const PROFILE_MODAL_REFRESH_RESET_MS = 1000
