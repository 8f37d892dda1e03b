export const reactionMessages = {
  signToContinue: 'Please sign signature to continue',
} as const
