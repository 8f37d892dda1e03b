import type { SocialProvider } from '../../../machines/socialLink/events'
import type { ProviderSession } from '../../../machines/socialLink/events'
import { callUrl, type ApiClient } from '../../../services/api'

/** The provider's name in the return URL (`?social=x`) and back. */
const providerOfParam: Record<string, SocialProvider> = { x: 'twitter', discord: 'discord' }
export const providerFromParam = (value: string | undefined): SocialProvider | null =>
  value ? (providerOfParam[value.toLowerCase()] ?? null) : null

/** Opens the provider's sign-in (a page navigation: the server redirects to the provider and back to `returnTo`). */
export function openProviderSignIn(api: ApiClient, provider: SocialProvider, returnTo: string): void {
  window.location.assign(callUrl(api.urls, 'startSocialSignIn', { params: { provider }, query: { returnTo } }))
}

/** The identity the provider verified for this session, as the socialLink machine takes it (no tokens). */
export async function readProviderSession(api: ApiClient, provider: SocialProvider): Promise<ProviderSession | null> {
  const pending = await api.call('getPendingSocial', { params: { provider } })
  if (!pending) return null
  return {
    provider: pending.provider,
    providerAccountId: pending.providerAccountId,
    email: pending.email ?? '',
    username: pending.username,
    // the server keeps the provider's tokens; the page never sees them
    credentials: { token_type: '', type: '', expires_at: 0, access_token: '', refresh_token: '' },
  }
}
