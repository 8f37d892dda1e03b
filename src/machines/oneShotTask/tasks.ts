import type { OneShotTaskTexts } from './events'

/** The spec's texts for each one-shot task. */
export const oneShotTasks = {
  vaultDownload: {
    loading: 'Download Vault Asset...',
    success: 'Downloaded successfully!',
    failure: 'Please try again later!',
    denied: 'Please sign signature to continue',
    useServerMessage: true,
  },
  betaAccess: {
    loading: 'Processing registration as beta tester...',
    success: 'Successfully registered as beta tester',
    failure: 'Failed to register as beta tester',
    denied: 'Please sign signature to continue',
    useServerMessage: true,
  },
  shieldDownload: {
    loading: 'Downloading shield...',
    success: 'Shield downloaded!',
    failure: 'Please try again later!',
    denied: 'Unlock to download!',
    useServerMessage: false,
  },
} as const satisfies Record<string, OneShotTaskTexts>

export type OneShotTaskId = keyof typeof oneShotTasks
