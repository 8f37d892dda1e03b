/**
 * The Koi server's side of X and Discord sign-in: OAuth 2.0 authorization code with PKCE through
 * openid-client. The verifier and state stay on the server; the tokens never leave it.
 */
import * as oidc from 'openid-client'
import type { OAuthProviderConfig, SocialProvider } from './config'

export interface VerifiedIdentity {
  providerAccountId: string
  username: string
  email: string | null
  credentials: { token_type: string; type: 'oauth'; expires_at: number; access_token: string; refresh_token: string }
}

const configurations = new WeakMap<OAuthProviderConfig, oidc.Configuration>()

function configurationOf(provider: OAuthProviderConfig): oidc.Configuration {
  const known = configurations.get(provider)
  if (known) return known
  const configuration = new oidc.Configuration(
    {
      // the issuer an ID token names, when the provider sends one (the local stand-in does)
      issuer: new URL(provider.authorizationUrl).origin,
      authorization_endpoint: provider.authorizationUrl,
      token_endpoint: provider.tokenUrl,
      userinfo_endpoint: provider.userinfoUrl,
    },
    provider.clientId,
    provider.clientSecret,
    oidc.ClientSecretBasic(provider.clientSecret),
  )
  // the local stand-in listens on plain http on the loopback interface
  if (new URL(provider.tokenUrl).protocol === 'http:') oidc.allowInsecureRequests(configuration)
  configurations.set(provider, configuration)
  return configuration
}

/** Where to send the member, with the state and the verifier to keep for the callback. */
export async function beginSignIn(provider: OAuthProviderConfig, redirectUri: string) {
  const codeVerifier = oidc.randomPKCECodeVerifier()
  const state = oidc.randomState()
  const url = oidc.buildAuthorizationUrl(configurationOf(provider), {
    redirect_uri: redirectUri,
    scope: provider.scope,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  })
  return { url: url.href, state, codeVerifier }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null

/**
 * The account id, handle and email from a user endpoint's answer: X (`{ data: { id, username } }`),
 * Discord (`{ id, username, email }`) or OpenID Connect (`{ sub, preferred_username, email }`).
 */
export function identityOf(answer: unknown): Pick<VerifiedIdentity, 'providerAccountId' | 'username' | 'email'> | null {
  if (typeof answer !== 'object' || answer === null) return null
  const outer = answer as Record<string, unknown>
  const user = (typeof outer.data === 'object' && outer.data !== null ? outer.data : outer) as Record<string, unknown>
  const providerAccountId = text(user.id) ?? text(user.sub)
  const username = text(user.username) ?? text(user.preferred_username)
  if (!providerAccountId || !username) return null
  return { providerAccountId, username, email: text(user.email) }
}

/**
 * The callback: exchanges the code (checking state and sending the PKCE verifier), then reads the
 * handle from the provider's user endpoint. Throws when any step fails.
 */
export async function finishSignIn(
  provider: OAuthProviderConfig,
  callback: { redirectUri: string; search: URLSearchParams; state: string; codeVerifier: string },
): Promise<VerifiedIdentity> {
  const configuration = configurationOf(provider)
  const currentUrl = new URL(callback.redirectUri)
  currentUrl.search = callback.search.toString()
  const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: callback.codeVerifier,
    expectedState: callback.state,
  })
  const answer = await oidc.fetchProtectedResource(
    configuration,
    tokens.access_token,
    new URL(provider.userinfoUrl),
    'GET',
  )
  if (!answer.ok) throw new Error(`the user endpoint answered ${answer.status}`)
  const identity = identityOf(await answer.json())
  if (!identity) throw new Error('the user endpoint named no account id and handle')
  const expiresIn = tokens.expiresIn()
  return {
    ...identity,
    credentials: {
      token_type: tokens.token_type,
      type: 'oauth',
      expires_at: expiresIn === undefined ? 0 : Math.floor(Date.now() / 1000) + expiresIn,
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token ?? '',
    },
  }
}

export const callbackPath = (provider: SocialProvider) => `/api/user-social/callback/${provider}`
