export const swapClaimMessages = {
  verifying: 'Please wait while we perform checks...',
  verified: 'Successfully verified!',
  notAuthenticated: 'User not authenticated!',
  failure: 'Please try again later!',
  amountMissing: 'Enter an amount to claim',
} as const

export const SWAP_VERIFY_TOAST_ID = 'swap-verify'
