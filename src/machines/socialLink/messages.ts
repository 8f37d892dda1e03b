import type { SocialProvider } from './events'

export const SOCIAL_LINK_CREATED_STATUS = 201
export const SOCIAL_REFRESH_FLAG_RESET_MS = 1000

const providerName: Record<SocialProvider, string> = { twitter: 'X', discord: 'Discord' }

export const socialLinkMessages = {
  alreadyLinked: (provider: SocialProvider) => `${providerName[provider]} account is already linked`,
  linked: 'Account linked successfully',
  linkFailed: 'Failed to link account. Please try again later.',
  disconnected: (provider: SocialProvider) => `${providerName[provider]} account disconnected successfully!`,
}
