export const USERNAME_MIN_LENGTH = 2
export const USERNAME_MAX_LENGTH = 24
export const USERNAME_DEBOUNCE_MS = 1500
export const REFRESH_FLAG_RESET_MS = 1000
export const ACCESS_DENIED_DURATION_MS = 5000

export const profileMessages = {
  usernameAvailable: 'username is available',
  usernameTaken: 'username has already been taken!',
  accessDenied: 'access denied',
  saving: 'setting site data...',
  saved: 'changes saved!',
  updateFailed: 'update failed!',
} as const

/** Toast id shared by the loading toast and the toast that replaces it. */
export const PROFILE_SAVE_TOAST_ID = 'profile-save'
