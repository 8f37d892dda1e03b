import type { ProviderSession, SocialProvider } from './events'
import { SOCIAL_LINK_CREATED_STATUS } from './messages'

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['twitter', 'discord']

/** Linking needs a known provider and a username from the provider's sign-in (and a logged-in member). */
export function hasProviderAndUsername(session: ProviderSession): boolean {
  return SOCIAL_PROVIDERS.includes(session.provider) && session.username.trim() !== ''
}

/** The existing-link check answers truthy when that provider account is linked already: nothing is linked then. */
export function isAlreadyLinkedAnswer(answer: unknown): boolean {
  return Boolean(answer)
}

/** The social update succeeds only with status 201. */
export function isLinkCreated(status: number): boolean {
  return status === SOCIAL_LINK_CREATED_STATUS
}
