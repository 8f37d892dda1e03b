import type { MachineImplementationsFrom } from 'xstate'
import type { profileSaveMachine } from './machine'
import {
  isSameAsCurrentUsername,
  isSaveAccepted,
  isUsernameEmpty,
  isUsernameLengthValid,
  isUsernameTakenAnswer,
} from './rules'
import { hasUpload, isUploadFailure } from '../uploadNotices'

/**
 * The guards that are the spec's rules, judged on what the machine hands them. The feature provides
 * these as they are and adds `isLoggedIn`, which depends on the session.
 */
export const profileSaveRules = {
  isUsernameEmpty: (_, { username }) => isUsernameEmpty(username),
  isUsernameLengthValid: (_, { username, min, max }) => isUsernameLengthValid(username, min, max),
  isCurrentUsername: (_, { username, currentUsername }) => isSameAsCurrentUsername(username, currentUsername),
  isUsernameTaken: (_, { answer }) => isUsernameTakenAnswer(answer),
  isSaveAccepted: (_, { result }) => isSaveAccepted(result),
  hasUpload: (_, { image }) => hasUpload(image),
  isUploadFailure: (_, { error }) => isUploadFailure(error),
} satisfies MachineImplementationsFrom<typeof profileSaveMachine>['guards']
