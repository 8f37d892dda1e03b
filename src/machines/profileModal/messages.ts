export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpg', 'image/jpeg'] as const

export const profileModalMessages = {
  button: 'Update',
  allFieldsRequired: 'All fields are required',
  imageTypeRefused: 'Only png, jpg or jpeg images can be uploaded',
  updateFailed: 'update failed!',
  updated: 'changes saved!',
} as const

export const PROFILE_MODAL_REFRESH_RESET_MS = 1000
