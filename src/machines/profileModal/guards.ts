import type { MachineImplementationsFrom } from 'xstate'
import type { profileModalMachine } from './machine'
import { isSameAsCurrentUsername, isUsernameLengthValid, isUsernameTakenAnswer } from '../profileSave/rules'
import { hasUpload, isUploadFailure } from '../uploadNotices'
import { hasAllFields, isImageTypeAllowed } from './rules'

/**
 * The profile modal's spec rules, the name's being the profile save's username rules; the feature
 * adds `isLoggedIn`, which depends on the session.
 */
export const profileModalRules = {
  hasAllFields: (_, { fields }) => hasAllFields(fields),
  isImageTypeAllowed: (_, { mimeType, types }) => isImageTypeAllowed(mimeType, types),
  hasUpload: (_, { image }) => hasUpload(image),
  isUploadFailure: (_, { error }) => isUploadFailure(error),
  // the name: the profile save's username rules
  isUsernameLengthValid: (_, { username, min, max }) => isUsernameLengthValid(username, min, max),
  isCurrentUsername: (_, { username, currentUsername }) => isSameAsCurrentUsername(username, currentUsername),
  isUsernameTaken: (_, { answer }) => isUsernameTakenAnswer(answer),
} satisfies MachineImplementationsFrom<typeof profileModalMachine>['guards']
