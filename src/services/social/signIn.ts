import { z } from 'zod/mini'
import type { ApiClient } from '../api'
import { callUrl } from '../api/callUrl'
import type { SocialProvider } from '../../machines/socialLink/events'

/** The provider's name in the URL the server sends the member back to: `?social=x` or `?social=discord`. */
export const SOCIAL_PARAM: Record<SocialProvider, 'x' | 'discord'> = { twitter: 'x', discord: 'discord' }
const providerOfParam: Record<string, SocialProvider> = { x: 'twitter', discord: 'discord' }

/**
 * The two search parameters the server's sign-in callback adds. Spread into a route's search schema
 * so the router keeps them until the page has read them: `social` names the provider,
 * `socialError` says why nothing was verified (`denied`, `state`, `failed`).
 */
export const socialSearchShape = {
  // built when a route first reads its URL, like every search schema (src/routes/-search/params.ts)
  social: z.lazy(() => z.catch(z.optional(z.enum(['x', 'discord'])), undefined)),
  socialError: z.lazy(() => z.catch(z.optional(z.string()), undefined)),
}

/** The search schema of a page with no parameters of its own: the sign-in's result alone. */
export const socialSearchSchema = z.lazy(() => z.object(socialSearchShape))

/** What the provider's sign-in came back with, read from the page's search parameters. */
export interface ProviderResult {
  provider: SocialProvider
  /** Why nothing was verified; null when the server holds a verified identity for the session. */
  error: string | null
}

export function providerResultOf(search: { social?: string; socialError?: string }): ProviderResult | null {
  const provider = search.social ? providerOfParam[search.social] : undefined
  return provider ? { provider, error: search.socialError ?? null } : null
}

/** The search parameters without the provider's result, once the page has read it. */
export function withoutProviderResult<S extends { social?: unknown; socialError?: unknown }>(
  search: S,
): Omit<S, 'social' | 'socialError'> {
  const { social: _social, socialError: _error, ...rest } = search
  return rest
}

/** The server's start of an X or Discord sign-in (a page navigation), coming back to `returnTo`. */
export function socialSignInUrl(api: Pick<ApiClient, 'urls'>, provider: SocialProvider, returnTo: string): string {
  return callUrl(api.urls, 'startSocialSignIn', { params: { provider }, query: { returnTo } })
}

/** The current page, to come back to after the provider's sign-in. */
export const currentPath = () => `${window.location.pathname}${window.location.search}`

/** Leaves for the provider's sign-in; the member comes back to `returnTo` (the current page by default). */
export function startSocialSignIn(api: Pick<ApiClient, 'urls'>, provider: SocialProvider, returnTo = currentPath()) {
  window.location.assign(socialSignInUrl(api, provider, returnTo))
}
