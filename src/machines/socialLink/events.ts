export type SocialProvider = 'twitter' | 'discord'

/**
 * What the provider's sign-in verified (spec: social link record), as the page sees it: the server
 * completed the OAuth sign-in and keeps the credentials; the browser never holds the tokens.
 */
export interface ProviderSession {
  provider: SocialProvider
  providerAccountId: string
  email: string
  username: string
}

export type SocialLinkEvent =
  { type: 'session.appeared'; session: ProviderSession } | { type: 'social.unlink'; provider: SocialProvider }
