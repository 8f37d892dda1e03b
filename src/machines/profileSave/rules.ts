import type { ProfileUpdateResult } from './events'
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './messages'

/** An empty username field is not checked, and not sent: the saved username stays as it is. */
export function isUsernameEmpty(username: string): boolean {
  return username.trim() === ''
}

/** Usernames are 2 to 24 characters long (counted as the member sees them, not as UTF-16 units). */
export function isUsernameLengthValid(
  username: string,
  min: number = USERNAME_MIN_LENGTH,
  max: number = USERNAME_MAX_LENGTH,
): boolean {
  const length = [...username].length
  return length >= min && length <= max
}

/** A username equal, ignoring case, to the member's current one counts as taken. */
export function isSameAsCurrentUsername(username: string, currentUsername: string): boolean {
  return currentUsername !== '' && username.toLowerCase() === currentUsername.toLowerCase()
}

/** The availability call answers true or false: a truthy answer means the name is taken. */
export function isUsernameTakenAnswer(answer: unknown): boolean {
  return Boolean(answer)
}

/** The update answers `{ status, message }`; only `status: true` is a saved profile. */
export function isSaveAccepted(result: ProfileUpdateResult): boolean {
  return result.status === true
}
