import { request as httpRequest } from 'node:http'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFreePort } from '../../contracts/free-port.ts'
import { createApp } from '../../server/app'
import { parseEnv } from '../../server/config/env'
import { assertRealStartSettings } from '../../server/config/realStart'
import {
  openTestDatabase,
  newAccount,
  testDemoData,
  databaseTargets,
  startTestServer,
  type TestServer,
} from './harness'
import { seedWithNftRows } from '../fixtures/nftRows'
import { oauthEnvironmentFor } from '../../server/oauth/config'
import type { Database } from '../../server/db/connect'
import { sessions } from '../../server/db/schema'

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: { data?: { message?: string }; message?: string }
}

/** One HTTP request with the headers as given, Host included (fetch would put its own Host). */
function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: text.startsWith('{') ? (JSON.parse(text) as RawAnswer['body']) : {},
          })
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

describe.each(databaseTargets)('a login no other site can relay, over HTTP on %s', (target) => {
  let database: Database
  let close: () => Promise<void>
  let port = 0
  let site = ''
  beforeAll(async () => {
    database = await openTestDatabase(target)
    await seedWithNftRows(database.db, testDemoData())
    port = await findFreePort()
    site = `127.0.0.1:${port}`
    const app = createApp({
      db: database.db,
      env: { ...parseEnv({ PUBLIC_URL: `http://${site}` }), checkResponses: true },
      changes: await database.watchChanges(),
      distDir: '/nonexistent',
    })
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
    close = async () => {
      await new Promise<void>((done) => server.close(() => done()))
      await database.close()
    }
  })
  afterAll(() => close())

  const messageFor = async (address: string, deadline: number, headers: Record<string, string>) => {
    const issued = await rawRequest(
      port,
      'GET',
      `/api/login?deadline=${deadline}&chainId=11155111&account=${address}`,
      headers,
    )
    expect(issued.status).toBe(200)
    return issued.body.data?.message ?? ''
  }
  const postLogin = (body: object, headers: Record<string, string>) =>
    rawRequest(port, 'POST', '/api/login?chainId=11155111', headers, JSON.stringify(body))

  it('names the configured site in the message, whatever Host or X-Forwarded-Host the request says', async () => {
    const account = newAccount()
    const deadline = Math.floor(Date.now() / 1000) + 300
    const relays: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: site, 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ]
    for (const headers of relays) {
      const message = await messageFor(account.address, deadline, headers)
      expect(message.startsWith(`${site} wants you to sign in`)).toBe(true)
      expect(message).toContain(`URI: http://${site}`)
      expect(message).not.toContain('evil.example')
    }
  })

  it('refuses with 401 and a JSON message a login posted under another Host, and takes it under its own', async () => {
    const account = newAccount()
    const deadline = Math.floor(Date.now() / 1000) + 300
    // what a relaying site does: asks for the message and posts the signature under its own name
    const message = await messageFor(account.address, deadline, { host: 'evil.example' })
    const signature = await account.signMessage({ message })
    const relayed = await postLogin(
      { account: account.address, signature, deadline, message },
      { host: 'evil.example' },
    )
    expect(relayed.status).toBe(401)
    expect(relayed.body.message).toMatch(/login refused/)
    expect(relayed.headers['set-cookie']).toBeUndefined()
    // the refusal spent nothing: the member's own login with the same message goes through
    const own = await postLogin({ account: account.address, signature, deadline, message }, { host: site })
    expect(own.status, own.body.message).toBe(201)
    expect(String(own.headers['set-cookie'])).toMatch(/koi_session=/)
  })
})

describe.each(databaseTargets)('the social sign-in comes back to this site only, on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    const issuer = 'https://issuer.example'
    const clients = { twitter: { clientId: 'x', clientSecret: 'x' }, discord: { clientId: 'd', clientSecret: 'd' } }
    server = await startTestServer(target, {
      environment: oauthEnvironmentFor(
        { authorization: `${issuer}/auth`, token: `${issuer}/token`, userinfo: `${issuer}/me` },
        clients,
      ),
      // the property below starts many sign-ins from one session
      env: { rateLimits: { login: 100, writes: 10_000, refresh: 100 } },
    })
  })
  afterAll(() => server.close())

  /** Starts a sign-in with `returnTo`, is denied at the provider, and answers where the callback sends the browser. */
  const deniedReturn = async (cookie: string, returnTo: string) => {
    const started = await server.app.request(
      `http://localhost/api/user-social/connect/twitter?returnTo=${encodeURIComponent(returnTo)}`,
      { headers: { cookie } },
    )
    if (started.status !== 302) return { started: started.status, location: null }
    const state = new URL(started.headers.get('location') ?? '').searchParams.get('state') ?? ''
    const back = await server.app.request(
      `http://localhost/api/user-social/callback/twitter?state=${state}&error=access_denied`,
      { headers: { cookie } },
    )
    return { started: 302, location: back.headers.get('location') }
  }

  it('refuses the reported path /.//evil.example, and the like, at the start', async () => {
    const { cookie } = await server.login()
    for (const returnTo of ['/.//evil.example', '/\\evil.example', '//evil.example', '/./\\evil.example', '/%2e/\\x'])
      expect((await deniedReturn(cookie, returnTo)).started, returnTo).toBe(400)
    const kept = await deniedReturn(cookie, '/gallery/fan-art?sort=likes')
    expect(kept.location).toBe('/gallery/fan-art?sort=likes&social=x&socialError=denied')
  })

  it('never sends the browser to another origin, whatever the return path (property)', async () => {
    const { cookie } = await server.login()
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E%2E',
      '%2f',
      '%5c',
      '%09',
      '\t',
      '\n',
      'evil.example',
      '@evil.example',
      ':',
      'http:',
      'javascript:',
      '?',
      '#',
      'quests',
      ' ',
    )
    const returnPath = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => `/${parts.join('')}`)
    await fc.assert(
      fc.asyncProperty(returnPath, async (returnTo) => {
        const { started, location } = await deniedReturn(cookie, returnTo)
        expect([302, 400]).toContain(started)
        if (location === null) return
        expect(new URL(location, 'http://localhost').origin).toBe('http://localhost')
        expect(location.startsWith('/')).toBe(true)
        expect(location.startsWith('//') || location.startsWith('/\\')).toBe(false)
      }),
      { numRuns: 150 },
    )
  })
})

describe('a real start', () => {
  it('refuses to run without SECURITY_ANSWER, naming it', () => {
    expect(() => assertRealStartSettings({})).toThrow(/SECURITY_ANSWER/)
    expect(() => assertRealStartSettings({ SECURITY_ANSWER: '  ' })).toThrow(/SECURITY_ANSWER/)
    expect(() => assertRealStartSettings({ SECURITY_ANSWER: 'the tide' })).not.toThrow()
  })
})

describe.each(databaseTargets)('limits that hold behind a proxy, and sessions that stay few, on %s', (target) => {
  const loginFrom = (server: TestServer, forwardedFor: string) =>
    server.request(
      'GET',
      `/api/login?deadline=${Math.floor(Date.now() / 1000) + 300}&chainId=11155111&account=${newAccount().address}`,
      {
        headers: { 'x-forwarded-for': forwardedFor },
      },
    )

  it('keys the login limit on the address the trusted proxy saw, not on a forged leftmost entry', async () => {
    const server = await startTestServer(target, {
      seed: false,
      env: { trustProxy: 1, rateLimits: { login: 3, writes: 100, refresh: 10 } },
    })
    try {
      // one client writes a new X-Forwarded-For every time; the proxy appends what it saw, 203.0.113.7
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await loginFrom(server, `10.0.0.${i}, 203.0.113.7`)).status)
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      // another client, behind the same proxy, is not held back
      expect((await loginFrom(server, '10.0.0.1, 198.51.100.2')).status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('reads the entry N from the right behind N proxies (TRUST_PROXY=2)', async () => {
    const server = await startTestServer(target, {
      seed: false,
      environment: { TRUST_PROXY: '2' },
      env: { rateLimits: { login: 2, writes: 100, refresh: 10 } },
    })
    try {
      const statuses = []
      // forged entry, the client as the outer proxy saw it, the outer proxy as the inner one saw it
      for (let i = 0; i < 3; i++) statuses.push((await loginFrom(server, `192.0.2.${i}, 203.0.113.9, 10.1.1.1`)).status)
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await server.close()
    }
  })

  it('limits the social sign-in start as a write, per account', async () => {
    const issuer = 'https://issuer.example'
    const client = { clientId: 'x', clientSecret: 'x' }
    const server = await startTestServer(target, {
      seed: false,
      environment: oauthEnvironmentFor(
        { authorization: `${issuer}/auth`, token: `${issuer}/token`, userinfo: `${issuer}/me` },
        { twitter: client, discord: client },
      ),
      env: { rateLimits: { login: 100, writes: 3, refresh: 10 } },
    })
    try {
      const { cookie } = await server.login()
      const statuses = []
      for (let i = 0; i < 5; i++)
        statuses.push((await server.request('GET', '/api/user-social/connect/twitter', { cookie })).status)
      expect(statuses).toEqual([302, 302, 302, 429, 429])
    } finally {
      await server.close()
    }
  })

  it('keeps at most 10 live sessions per account: the eleventh login ends the oldest', async () => {
    const server = await startTestServer(target, { seed: false })
    try {
      const account = newAccount()
      const cookies: string[] = []
      for (let i = 0; i < 12; i++) cookies.push((await server.login(account)).cookie)
      const live = await server.database.db.select().from(sessions).where(eq(sessions.account, account.address))
      expect(live).toHaveLength(10)
      const verified = async (cookie: string | undefined) =>
        (await server.request('GET', '/api/login/verify', { cookie })).status
      expect(await verified(cookies[0])).toBe(401)
      expect(await verified(cookies[1])).toBe(401)
      expect(await verified(cookies[2])).toBe(200)
      expect(await verified(cookies[11])).toBe(200)
    } finally {
      await server.close()
    }
  })
})
