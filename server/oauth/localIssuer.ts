/**
 * A local OAuth 2.0 / OpenID Connect issuer (oidc-provider) standing in for X and for Discord when
 * no real provider is configured: `npm start` and the tests start it on its own loopback port. It
 * speaks the real protocol (authorization code, PKCE required, a userinfo endpoint) and its sign-in
 * page lets a person pick or type the handle to sign in as. Every authorization shows that page,
 * so one browser can sign in as different handles.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { interactionPolicy, type OidcContext } from 'oidc-provider'
import { signInPage } from './signInPage'

export interface IssuerClient {
  clientId: string
  clientSecret: string
  redirectUri: string
  /** The name shown on the sign-in page ('X' or 'Discord'). */
  title: string
}

export interface LocalIssuer {
  /** The issuer's base URL; its endpoints are `/auth`, `/token` and `/me` under it. */
  url: string
  endpoints: { authorization: string; token: string; userinfo: string }
  stop(): Promise<void>
}

/** Handles offered with one click on the sign-in page; any other can be typed. */
export const SUGGESTED_HANDLES = ['sakura_ink', 'koi_keeper', 'ronin_dev']

const HANDLE = /^[A-Za-z0-9_]{1,30}$/

/** A stable account id for a handle, numeric like the real providers' ids. */
export const accountIdOf = (handle: string) =>
  BigInt(`0x${createHash('sha256').update(handle.toLowerCase()).digest('hex').slice(0, 14)}`).toString()

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of req) {
    text += String(chunk)
    if (text.length > 4096) break
  }
  return new URLSearchParams(text)
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(html)
}

export async function startLocalIssuer(options: { port?: number; clients: IssuerClient[] }): Promise<LocalIssuer> {
  const handles = new Map<string, string>()
  const server: Server = createServer()
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const policy = interactionPolicy.base()
  // the sign-in page on every authorization, not only when the issuer has no session
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('pick_handle', 'a handle is picked on every sign-in', (ctx: OidcContext) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    )
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const provider = new Provider(url, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    pkce: { required: () => true, methods: ['S256'] },
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email'] },
    findAccount: (_ctx, id) => {
      const handle = handles.get(id)
      if (!handle) return undefined
      return {
        accountId: id,
        claims: () => ({ sub: id, preferred_username: handle, name: handle, email: `${handle}@koi.local` }),
      }
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy },
    // first-party stand-in: the requested scopes are granted without a consent screen
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session.accountId
      if (!accountId) return undefined
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: ctx.oidc.client.clientId })
      grant.addOIDCScope('openid profile email')
      await grant.save()
      return grant
    },
    // seconds; a sign-in is short-lived by nature
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60 },
    cookies: { keys: [randomBytes(24).toString('hex')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'local' }] },
  })
  const titleOf = (clientId: unknown) => options.clients.find((client) => client.clientId === clientId)?.title ?? ''
  const oidc = provider.callback()

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url?.split('?')[0] ?? '')
    if (!match) return oidc(req, res)
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res)
        if (req.method === 'GET') {
          return send(
            res,
            200,
            signInPage({ title: titleOf(details.params.client_id), suggestions: SUGGESTED_HANDLES }),
          )
        }
        const form = await readForm(req)
        if (form.get('cancel') !== null) {
          const denied = { error: 'access_denied', error_description: 'the person cancelled the sign-in' }
          return await provider.interactionFinished(req, res, denied, { mergeWithLastSubmission: false })
        }
        const handle = (form.get('handle') ?? '').trim()
        if (!HANDLE.test(handle)) {
          return send(
            res,
            400,
            signInPage({
              title: titleOf(details.params.client_id),
              suggestions: SUGGESTED_HANDLES,
              error: 'A handle is 1 to 30 letters, digits or underscores.',
              value: handle,
            }),
          )
        }
        const accountId = accountIdOf(handle)
        handles.set(accountId, handle)
        await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false })
      } catch (error) {
        send(res, 400, `<p>The sign-in cannot go on: ${error instanceof Error ? error.message : 'unknown error'}</p>`)
      }
    })()
  })

  return {
    url,
    endpoints: { authorization: `${url}/auth`, token: `${url}/token`, userinfo: `${url}/me` },
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
