import type { MachineImplementationsFrom } from 'xstate'
import type { profileModalMachine } from './machine'
import { hasUpload, isUploadFailure } from '../uploadNotices'
import { hasAllFields, isImageTypeAllowed } from './rules'

/** The profile modal's spec rules; the feature adds `isLoggedIn`, which depends on the session. */
export const profileModalRules = {
  hasAllFields: (_, { fields }) => hasAllFields(fields),
  isImageTypeAllowed: (_, { mimeType, types }) => isImageTypeAllowed(mimeType, types),
  hasUpload: (_, { image }) => hasUpload(image),
  isUploadFailure: (_, { error }) => isUploadFailure(error),
} satisfies MachineImplementationsFrom<typeof profileModalMachine>['guards']
