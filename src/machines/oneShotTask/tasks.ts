import type { OneShotTaskTexts } from './events'

/** Each one-shot task's toasts, as the spec gives them (quests spec, section 8). */
export const oneShotTasks = {
  vaultDownload: {
    loading: 'Download Vault Asset...',
    // always this text: only a failure shows the server's message
    success: { text: 'Downloaded successfully!', serverMessage: false },
    // "the same as for art claims"
    failure: { text: 'Please try again later!', serverMessage: true },
    // the spec's toast for a vault action while not signed in
    denied: 'Please sign signature to continue',
  },
  betaAccess: {
    loading: 'Processing registration as beta tester...',
    success: { text: 'Successfully registered as beta tester', serverMessage: true },
    failure: { text: 'Failed to register as beta tester', serverMessage: true },
    // not logged in: no call and, as the spec gives no text, nothing said
    denied: null,
  },
  // The spec gives no toast for a shield download: the file arriving is the success, and a shield
  // not owned shows 'Unlock to download!' as its label instead of Download (the UI's, not a toast).
  // A failure is the one text the spec does not give.
  shieldDownload: {
    loading: null,
    success: null,
    failure: { text: 'Shield download failed', serverMessage: false },
    denied: null,
  },
} as const satisfies Record<string, OneShotTaskTexts>

export type OneShotTaskId = keyof typeof oneShotTasks
