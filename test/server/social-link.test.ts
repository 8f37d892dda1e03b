import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../server/config/env'
import { oauthEnvironmentFor } from '../../server/oauth/config'
import { accountIdOf, startLocalIssuer, type LocalIssuer } from '../../server/oauth/localIssuer'
import { databaseTargets, startTestServer, type TestServer } from './harness'
import { providerSignIn, signInAtIssuer } from './providerSignIn'

const clients = {
  twitter: { clientId: 'koi-x', clientSecret: 'x-secret' },
  discord: { clientId: 'koi-discord', clientSecret: 'discord-secret' },
}

describe.each(databaseTargets)('X and Discord linking through OAuth 2.0 with PKCE on %s', (target) => {
  let issuer: LocalIssuer
  let server: TestServer
  beforeAll(async () => {
    const origin = parseEnv({}).mainUrl
    issuer = await startLocalIssuer({
      clients: [
        { ...clients.twitter, redirectUri: `${origin}/api/user-social/callback/twitter`, title: 'X' },
        { ...clients.discord, redirectUri: `${origin}/api/user-social/callback/discord`, title: 'Discord' },
      ],
    })
    server = await startTestServer(target, { environment: oauthEnvironmentFor(issuer.endpoints, clients) })
  })
  afterAll(async () => {
    await server.close()
    await issuer.stop()
  })

  const link = (cookie: string, provider: 'twitter' | 'discord', providerAccountId: string) =>
    server.request<{ username: string }>('POST', '/api/user-social/update', {
      cookie,
      json: { provider, providerAccountId },
    })

  it('links the X account the issuer verified, once, and never shows its tokens', async () => {
    const { cookie } = await server.login()
    const { back, pending } = await providerSignIn(server, cookie, 'twitter', 'sakura_ink')
    expect(back).toBe('/quests?social=x')
    expect(pending).toEqual({
      provider: 'twitter',
      providerAccountId: accountIdOf('sakura_ink'),
      username: 'sakura_ink',
      email: 'sakura_ink@koi.local',
    })
    const linked = await link(cookie, 'twitter', pending?.providerAccountId ?? '')
    expect(linked.status).toBe(201)
    expect(linked.body.data?.username).toBe('sakura_ink')
    expect(JSON.stringify(linked.body)).not.toMatch(/token/i)
    const mine = await server.request<{ username: string }>('GET', '/api/user-social/twitter', { cookie })
    expect(mine.body.data?.username).toBe('sakura_ink')
    // the verified identity is used up by the link
    expect((await server.request('GET', '/api/user-social/pending/twitter', { cookie })).body.data).toBeNull()
    const existing = await server.request<{ exists: boolean }>('GET', '/api/user-social/existing/twitter/Sakura_Ink')
    expect(existing.body.data?.exists).toBe(true)
  })

  it('refuses the same X account to a second member (409)', async () => {
    const { cookie } = await server.login()
    const { pending } = await providerSignIn(server, cookie, 'twitter', 'sakura_ink')
    const refused = await link(cookie, 'twitter', pending?.providerAccountId ?? '')
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('X account is already linked')
    expect((await server.request('GET', '/api/user-social/twitter', { cookie })).body.data).toBeNull()
  })

  it('links nothing the provider did not verify for this session (403)', async () => {
    const { cookie } = await server.login()
    const declared = await link(cookie, 'discord', accountIdOf('somebody_else'))
    expect(declared.status).toBe(403)
    expect(declared.body.message).toBe('no Discord sign-in to link: sign in with Discord first')
    const { pending } = await providerSignIn(server, cookie, 'discord', 'river_fox')
    expect(pending?.username).toBe('river_fox')
    expect((await link(cookie, 'discord', accountIdOf('somebody_else'))).status).toBe(403)
    const other = await server.login()
    expect((await link(other.cookie, 'discord', pending?.providerAccountId ?? '')).status).toBe(403)
    expect((await link(cookie, 'discord', pending?.providerAccountId ?? '')).status).toBe(201)
  })

  it('refuses a callback in another session than the one that started it, or used twice', async () => {
    const { cookie } = await server.login()
    const other = await server.login()
    const started = await server.app.request('http://localhost/api/user-social/connect/twitter?returnTo=/vault', {
      headers: { cookie },
    })
    const authorization = new URL(started.headers.get('location') ?? '')
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    const callback = await signInAtIssuer(authorization.href, 'koi_keeper')
    const path = `http://localhost${callback.pathname}${callback.search}`
    const stolen = await server.app.request(path, { headers: { cookie: other.cookie } })
    expect(stolen.headers.get('location')).toBe('/quests?social=x&socialError=state')
    // the state was consumed by that attempt: the rightful session cannot replay it either
    const replayed = await server.app.request(path, { headers: { cookie } })
    expect(replayed.headers.get('location')).toBe('/quests?social=x&socialError=state')
    expect((await server.request('GET', '/api/user-social/pending/twitter', { cookie })).body.data).toBeNull()
  })

  it('comes back with socialError=denied when the person cancels at the provider', async () => {
    const { cookie } = await server.login()
    const { back, pending } = await providerSignIn(server, cookie, 'discord', null)
    expect(back).toBe('/quests?social=discord&socialError=denied')
    expect(pending).toBeNull()
  })

  it('unlinks, and the account can then be linked by another member', async () => {
    const first = await server.login()
    const { pending } = await providerSignIn(server, first.cookie, 'twitter', 'ronin_dev')
    expect((await link(first.cookie, 'twitter', pending?.providerAccountId ?? '')).status).toBe(201)
    const deleted = await server.request<{ deleted: boolean }>('DELETE', '/api/user-social/delete/twitter', {
      cookie: first.cookie,
    })
    expect(deleted.body.data?.deleted).toBe(true)
    expect((await server.request('GET', '/api/user-social/twitter', { cookie: first.cookie })).body.data).toBeNull()
    const second = await server.login()
    const again = await providerSignIn(server, second.cookie, 'twitter', 'ronin_dev')
    expect((await link(second.cookie, 'twitter', again.pending?.providerAccountId ?? '')).status).toBe(201)
  })

  it('needs a session to start a sign-in (401)', async () => {
    const answer = await server.request('GET', '/api/user-social/connect/twitter')
    expect(answer.status).toBe(401)
  })
})
