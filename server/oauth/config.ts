import { z } from 'zod'
import type { provider as providerField } from '../../src/services/api/contract/fields'

export type SocialProvider = z.infer<typeof providerField>

/** One OAuth 2.0 provider as the Koi server talks to it (authorization code with PKCE). */
export interface OAuthProviderConfig {
  clientId: string
  clientSecret: string
  authorizationUrl: string
  tokenUrl: string
  /** The provider's user endpoint: the handle is read from here with the access token. */
  userinfoUrl: string
  scope: string
}

export type OAuthProviders = Partial<Record<SocialProvider, OAuthProviderConfig>>

const prefixes: Record<SocialProvider, 'X' | 'DISCORD'> = { twitter: 'X', discord: 'DISCORD' }
/** The real providers' scopes for reading the account's id and handle. */
const defaultScopes: Record<SocialProvider, string> = { twitter: 'users.read tweet.read', discord: 'identify email' }

const fields = ['CLIENT_ID', 'CLIENT_SECRET', 'AUTHORIZATION_URL', 'TOKEN_URL', 'USERINFO_URL', 'SCOPE'] as const
const urlFields = new Set(['AUTHORIZATION_URL', 'TOKEN_URL', 'USERINFO_URL'])

/** `X_OAUTH_*` and `DISCORD_OAUTH_*`, each optional on its own; `readOAuthProviders` checks they come together. */
export const oauthEnvShape = Object.fromEntries(
  Object.values(prefixes).flatMap((prefix) =>
    fields.map((field) => {
      const name = `${prefix}_OAUTH_${field}`
      const schema = urlFields.has(field)
        ? z.url({ error: `${name} must be an absolute http(s) URL` })
        : z.string().max(4096)
      return [name, schema.optional()]
    }),
  ),
) as Record<`${'X' | 'DISCORD'}_OAUTH_${(typeof fields)[number]}`, z.ZodOptional<z.ZodString>>

type OAuthEnv = Partial<Record<keyof typeof oauthEnvShape, string>>

function providerOf(value: OAuthEnv, provider: SocialProvider): OAuthProviderConfig | undefined {
  const prefix = prefixes[provider]
  const read = (field: (typeof fields)[number]) => value[`${prefix}_OAUTH_${field}`]
  const clientId = read('CLIENT_ID')
  const clientSecret = read('CLIENT_SECRET')
  const authorizationUrl = read('AUTHORIZATION_URL')
  const tokenUrl = read('TOKEN_URL')
  const userinfoUrl = read('USERINFO_URL')
  if (!clientId || !clientSecret || !authorizationUrl || !tokenUrl || !userinfoUrl) return undefined
  return {
    clientId,
    clientSecret,
    authorizationUrl,
    tokenUrl,
    userinfoUrl,
    scope: read('SCOPE') ?? defaultScopes[provider],
  }
}

/** The configured providers; one whose client id is set without the rest is refused at start. */
export const readOAuthProviders = Object.assign(
  (value: OAuthEnv): OAuthProviders => {
    const providers: OAuthProviders = {}
    for (const provider of Object.keys(prefixes) as SocialProvider[]) {
      const config = providerOf(value, provider)
      if (config) providers[provider] = config
    }
    return providers
  },
  {
    /** A provider partly configured: the names of what it lacks. */
    problems(value: OAuthEnv): string[] {
      return (Object.keys(prefixes) as SocialProvider[]).flatMap((provider) => {
        const prefix = prefixes[provider]
        const set = fields.filter((field) => value[`${prefix}_OAUTH_${field}`] !== undefined)
        if (set.length === 0 || providerOf(value, provider)) return []
        const missing = fields.filter((field) => field !== 'SCOPE' && value[`${prefix}_OAUTH_${field}`] === undefined)
        return [`${prefix}_OAUTH_*: ${missing.map((field) => `${prefix}_OAUTH_${field}`).join(', ')} missing`]
      })
    },
  },
)

/** The environment that points both providers at one issuer (the local stand-in). */
export function oauthEnvironmentFor(
  issuer: { authorization: string; token: string; userinfo: string },
  clients: Record<SocialProvider, { clientId: string; clientSecret: string }>,
): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(prefixes) as SocialProvider[]).flatMap((provider) => {
      const prefix = prefixes[provider]
      return [
        [`${prefix}_OAUTH_CLIENT_ID`, clients[provider].clientId],
        [`${prefix}_OAUTH_CLIENT_SECRET`, clients[provider].clientSecret],
        [`${prefix}_OAUTH_AUTHORIZATION_URL`, issuer.authorization],
        [`${prefix}_OAUTH_TOKEN_URL`, issuer.token],
        [`${prefix}_OAUTH_USERINFO_URL`, issuer.userinfo],
        [`${prefix}_OAUTH_SCOPE`, 'openid profile email'],
      ]
    }),
  )
}
