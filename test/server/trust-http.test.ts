import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HARDHAT_MNEMONIC } from '../../server/seed/data'
import { databaseTargets, newAccount, startTestServer, type TestServer } from './harness'

const admin = mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 0 })
const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
const NAVIGATION_FROM_EVIL = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }

describe.each(databaseTargets)('HTTP hygiene on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  it('sends security headers with a CSP naming the chain RPC, on pages and calls alike', async () => {
    for (const path of ['/', '/api/quests/all', '/healthz']) {
      const { headers } = await server.request('GET', path)
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('x-frame-options')).toBe('DENY')
      const csp = headers.get('content-security-policy') ?? ''
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:8545/)
      expect(csp).not.toContain('unsafe-eval')
    }
  })

  it('refuses a cross-site POST that would change data, and a cross-site writing GET', async () => {
    const { cookie } = await server.login()
    const quest = server.data.quests.find((entry) => !entry.disabled)
    const post = await server.request('POST', `/api/quests/users/${quest?._id}`, { cookie, json: {}, headers: EVIL })
    expect(post.status).toBe(403)
    expect(post.body.message).toMatch(/cross-site/)
    // a top-level navigation from another site carries the Lax cookie but says where it comes from
    const invite = await server.request('GET', '/api/quests/users-invitation/me', {
      cookie,
      headers: NAVIGATION_FROM_EVIL,
    })
    expect(invite.status).toBe(403)
    const signature = await server.request('GET', '/api/swaps/claim/signature?amount=1&tokenAddress=0x0', {
      cookie,
      headers: NAVIGATION_FROM_EVIL,
    })
    expect(signature.status).toBe(403)
    const verify = await server.request('GET', '/api/swaps/claim/verify', { cookie, headers: NAVIGATION_FROM_EVIL })
    expect(verify.status).toBe(403)
    // the same calls from the app itself go through
    const own = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }
    expect((await server.request('GET', '/api/quests/users-invitation/me', { cookie, headers: own })).status).toBe(200)
    // reads stay open to other sites (images, links)
    expect((await server.request('GET', '/api/quests/all', { headers: NAVIGATION_FROM_EVIL })).status).toBe(200)
  })

  it('shows a member only their own reaction flags, whatever account the body names', async () => {
    const loved = server.data.reactions.find((reaction) => reaction.target.kind === 'fan_art')
    expect(loved).toBeDefined()
    const answer = await server.request<{ items: { _id: string; userReaction: unknown }[] }>(
      'POST',
      '/api/gallery/fan-art/all?limit=100',
      { json: { userReactionData: { account: loved?.account } } },
    )
    expect(answer.status).toBe(200)
    const flagged = (answer.body.data?.items ?? []).filter((item) => JSON.stringify(item.userReaction).includes('true'))
    expect(flagged).toEqual([])
  })

  it("refuses another account's flags on an item, and answers the member's own", async () => {
    const path = (account: string) => `/api/nfts/reactions/battlecards/5/${account}`
    const liker = await server.login(newAccount())
    const liked = await server.request<{ active: boolean }>(
      'POST',
      '/api/nfts/reactions/battlecards/5/update?type=like',
      {
        cookie: liker.cookie,
      },
    )
    expect(liked.body.data?.active).toBe(true)
    // no session: nothing to answer for
    expect((await server.request('GET', path(liker.account.address))).status).toBe(401)
    // another member asks for the liker's flags
    const attacker = await server.login(newAccount())
    const refused = await server.request('GET', path(liker.account.address), { cookie: attacker.cookie })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/own reactions/)
    expect(refused.body.data).toBeUndefined()
    const own = await server.request<{ like: boolean }>('GET', path(attacker.account.address), {
      cookie: attacker.cookie,
    })
    expect(own.status).toBe(200)
    expect(own.body.data?.like).toBe(false)
    const likers = await server.request<{ like: boolean }>('GET', path(liker.account.address), { cookie: liker.cookie })
    expect(likers.body.data?.like).toBe(true)
  })

  it('stores only http(s) profile links', async () => {
    const { cookie } = await server.login()
    for (const url of ['javascript:alert(document.cookie)', 'data:text/html,<script>1</script>', 'ftp://x.example']) {
      const form = new FormData()
      form.set('url', url)
      const answer = await server.request('PATCH', '/api/users/', { cookie, form })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toMatch(/url/)
    }
    const form = new FormData()
    form.set('url', 'https://koi.example/me')
    expect((await server.request('PATCH', '/api/users/', { cookie, form })).status).toBe(200)
  })

  it('keeps refreshCache to admins, and reindexing to members of a collection indexed from a chain', async () => {
    const item = server.data.collections[0]
    const path = `/api/nfts/${item?.slug}/1/reindex`
    expect((await server.request('POST', path)).status).toBe(401)
    const member = await server.login()
    // the seeded collections are not indexed: test/contracts/indexer-refresh.test.ts reads a chain
    const refused = await server.request('POST', path, { cookie: member.cookie })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/not indexed/)
    const { cookie } = await server.login(admin)

    expect((await server.request('GET', '/api/great-deals/all?refreshCache=true')).status).toBe(401)
    expect((await server.request('GET', '/api/collections/all?refreshCache=true', member)).status).toBe(403)
    expect((await server.request('GET', '/api/collections/all?refreshCache=true', { cookie })).status).toBe(200)
    expect((await server.request('GET', '/api/collections/all?refreshCache=false')).status).toBe(200)
  })
})

describe.each(databaseTargets)('abuse limits and cookies on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target, {
      env: { rateLimits: { login: 6, writes: 3, refresh: 2 }, publicUrl: 'https://koi.example' },
    })
  })
  afterAll(() => server.close())

  it('marks the session cookie Secure when the public URL is https, though the request came as http', async () => {
    const deadline = Math.floor(Date.now() / 1000) + 300
    const account = newAccount()
    // the TLS proxy in front passes on the Host the member used
    const headers = { host: 'koi.example' }
    const issued = await server.request<{ message: string }>(
      'GET',
      `/api/login?deadline=${deadline}&chainId=11155111&account=${account.address}`,
      { headers },
    )
    const signature = await account.signMessage({ message: issued.body.data?.message ?? '' })
    const posted = await server.request('POST', '/api/login?chainId=11155111', {
      json: { account: account.address, signature, deadline },
      headers,
    })
    expect(posted.status).toBe(201)
    const cookie = posted.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(posted.headers.get('strict-transport-security')).toMatch(/max-age=/)
  })

  it('answers 429 with a JSON message past the login limit of an address', async () => {
    const deadline = Math.floor(Date.now() / 1000) + 300
    const statuses: number[] = []
    let last: { message?: string } = {}
    for (let i = 0; i < 8; i++) {
      const answer = await server.request(
        'GET',
        `/api/login?deadline=${deadline}&chainId=11155111&account=${newAccount().address}`,
      )
      statuses.push(answer.status)
      last = answer.body
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0)
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(6)
    expect(last.message).toMatch(/too many login attempts/)
  })

  it('limits writes per account, and cache refreshes per address', async () => {
    // logging in is itself limited: these sessions are opened directly
    const cookies = await Promise.all([sessionFor(server), sessionFor(server)])
    const save = (cookie: string) => {
      const form = new FormData()
      form.set('location', 'Kyoto')
      return server.request('PATCH', '/api/users/', { cookie, form })
    }
    const first = cookies[0] ?? ''
    const statuses = [await save(first), await save(first), await save(first), await save(first)].map((a) => a.status)
    expect(statuses).toEqual([200, 200, 200, 429])
    // another account is not held back by the first one's writes
    expect((await save(cookies[1] ?? '')).status).toBe(200)
    // a list read through POST (a filter) is not a write: past the write limit it still answers
    const filter = { attributes: { Edition: ['Gods'] } }
    for (let i = 0; i < 4; i++)
      expect(
        (await server.request('POST', '/api/collections/battlecards?limit=5', { cookie: first, json: filter })).status,
      ).toBe(200)
    const refreshes = []
    for (let i = 0; i < 3; i++)
      refreshes.push((await server.request('GET', '/api/great-deals/all?refreshCache=1')).status)
    expect(refreshes).toEqual([401, 401, 429])
  })
})

/** A session row and its cookie, opened without the (rate-limited) login calls. */
async function sessionFor(server: TestServer): Promise<string> {
  const { createHash, randomBytes } = await import('node:crypto')
  const { sessions } = await import('../../server/db/schema')
  const token = randomBytes(32).toString('base64url')
  await server.database.db.insert(sessions).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    account: newAccount().address,
    expiresAt: new Date(Date.now() + 3_600_000),
  })
  return `koi_session=${token}`
}
