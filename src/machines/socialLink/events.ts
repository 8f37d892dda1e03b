export type SocialProvider = 'twitter' | 'discord'

/** What the provider's sign-in hands back (spec: social link record). */
export interface ProviderSession {
  provider: SocialProvider
  providerAccountId: string
  email: string
  username: string
  credentials: { token_type: string; type: string; expires_at: number; access_token: string; refresh_token: string }
}

export type SocialLinkEvent =
  { type: 'session.appeared'; session: ProviderSession } | { type: 'social.unlink'; provider: SocialProvider }
