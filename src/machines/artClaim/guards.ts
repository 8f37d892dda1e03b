import type { MachineImplementationsFrom } from 'xstate'
import type { artClaimMachine } from './machine'
import { hasClaimedPiece, isTakenByAnother } from './rules'

/** The art claim's spec rules; the feature adds `isLoggedIn`, which depends on the session. */
export const artClaimRules = {
  hasClaimed: (_, { status }) => hasClaimedPiece(status),
  isTakenByAnother: (_, { claimedBy, account }) => isTakenByAnother(claimedBy, account),
} satisfies MachineImplementationsFrom<typeof artClaimMachine>['guards']
