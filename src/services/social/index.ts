/**
 * X and Discord linking, shared by every screen that links (quests, wallet page, galleries, vault).
 *
 * - `startSocialSignIn(api, provider, returnTo?)` leaves for the provider's sign-in through the
 *   server (OAuth 2.0 with PKCE); the member comes back to `returnTo` with `?social=x|discord`.
 * - `socialSearchShape` goes into the route's search schema (`socialSearchSchema` is it alone);
 *   `providerResultOf(search)` reads it and
 *   `withoutProviderResult(search)` drops it.
 * - `useSocialLink({ api, signedIn, result, onResultRead, notify, onChanged })` runs the socialLink
 *   machine with the real effects (`provideSocialLinkEffects`): reads the verified identity, links
 *   it with the spec's toasts, and `unlink(provider)` disconnects.
 */
export {
  SOCIAL_PARAM,
  currentPath,
  providerResultOf,
  socialSearchSchema,
  socialSearchShape,
  socialSignInUrl,
  startSocialSignIn,
  withoutProviderResult,
  type ProviderResult,
} from './signIn'
export { provideSocialLinkEffects, readProviderSession, type SocialLinkDeps } from './linkEffects'
export { useSocialLink, type UseSocialLinkOptions } from './useSocialLink'
export type { ProviderSession, SocialProvider } from '../../machines/socialLink/events'
