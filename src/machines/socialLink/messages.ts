import type { SocialProvider } from './events'

export const SOCIAL_LINK_CREATED_STATUS = 201
export const SOCIAL_REFRESH_FLAG_RESET_MS = 1000

const providerName: Record<SocialProvider, string> = { twitter: 'X', discord: 'Discord' }

export const socialLinkMessages = {
  alreadyLinked: (provider: SocialProvider) => `${providerName[provider]} account is already linked`,
  linked: 'Account linked successfully',
  /** The server answered without linking: its message, or this. */
  linkRefused: 'Failed to link account',
  /** The social update call itself failed. */
  linkFailed: 'Failed to link account. Please try again later.',
  disconnected: (provider: SocialProvider) => `${providerName[provider]} account disconnected successfully!`,
  /** A social action while not signed in. */
  signToContinue: 'Please sign signature to continue',
}
