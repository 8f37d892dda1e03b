/**
 * The calls `bench:scale` measures, and how each is driven with autocannon against a running server.
 * A call that needs a member rotates through signed-in members, so concurrent requests are
 * different members (a cookie per request, round robin: autocannon keeps no state per connection).
 */
import autocannon, { type Options } from 'autocannon'
import { privateKeyToAccount, generatePrivateKey, type PrivateKeyAccount } from 'viem/accounts'

export const CHAIN_ID = 11_155_111
export const CONNECTIONS = 20
/** Members toggling a reaction at once. */
export const WRITERS = 50
/** Members whose own rank is read. */
export const RANKED = 20
/** A request unanswered this long counts as an error. */
export const REQUEST_TIMEOUT_S = 30

export interface Fixture {
  /** The board's size: the middle page is read at half of it. */
  leaderboardSize: number
  /** A member owning Battlecards, and a search of their tokens that matches some. */
  owner: string
  ownedSearch: string
  /** The power the fewest Battlecards have (25 of 10,000 at 1x): a filter a walk in order would not fill. */
  rarePower: string
  /** Session cookies of the writers and of the ranked members. */
  writerCookies: string[]
  rankedCookies: string[]
}

export interface Call {
  name: string
  kind: 'read' | 'write' | 'login'
  /** The request (with a cookie for a member call); built per request by `requestOf`. */
  method: 'GET' | 'POST'
  path: (fixture: Fixture) => string
  /** The JSON body, or what makes it from the fixture. */
  body?: unknown
  cookies?: (fixture: Fixture) => string[]
  connections?: number
}

const itemsPath = '/api/collections/battlecards?limit=50&offset=0&withReactions=true&withPrices=true'
const twoTraits = { attributes: { Edition: ['Original', 'Forged'], Virtue: ['Hope', 'Wisdom'] } }

/** The page at half the board (offset 500,000 of the 100x demo's 1,000,000 members), rounded to a page. */
export const middleOffset = (size: number) => Math.floor(size / 2 / 25) * 25

export const calls: Call[] = [
  { name: 'items: page of 50, two traits', kind: 'read', method: 'POST', path: () => itemsPath, body: twoTraits },
  {
    name: 'items: the same, by price',
    kind: 'read',
    method: 'POST',
    path: () => `${itemsPath}&sort=price_asc`,
    body: twoTraits,
  },
  {
    name: 'items: a rare power',
    kind: 'read',
    method: 'POST',
    path: () => itemsPath,
    body: (fixture: Fixture) => ({ attributes: { Power: [fixture.rarePower] } }),
  },
  {
    name: 'trait panel counts',
    kind: 'read',
    method: 'GET',
    path: () => '/api/collections/battlecards/unique-attributes',
  },
  {
    name: 'collection stats',
    kind: 'read',
    method: 'GET',
    path: () => '/api/collections/battlecards/metadata/?withStats=true',
  },
  {
    name: 'sales volume, 30 days',
    kind: 'read',
    method: 'GET',
    path: () => '/api/collections/battlecards/sales-volume?days=30',
  },
  {
    name: 'leaderboard page 1',
    kind: 'read',
    method: 'GET',
    path: () => '/api/quests/leaderboard/all?offset=0&limit=25',
  },
  {
    name: 'leaderboard middle page',
    kind: 'read',
    method: 'GET',
    path: (fixture) => `/api/quests/leaderboard/all?offset=${middleOffset(fixture.leaderboardSize)}&limit=25`,
  },
  {
    name: "member's own rank",
    kind: 'read',
    method: 'GET',
    path: () => '/api/quests/leaderboard/connection-status',
    cookies: (fixture) => fixture.rankedCookies,
  },
  {
    name: 'fan-art gallery, most liked',
    kind: 'read',
    method: 'POST',
    path: () => '/api/gallery/fan-art/all?offset=0&limit=25&sortBy=most_reactions',
    body: {},
  },
  {
    name: 'owned tokens with a search',
    kind: 'read',
    method: 'POST',
    path: (fixture) => `/api/wallets/account/${fixture.owner}?search=${encodeURIComponent(fixture.ownedSearch)}`,
    body: {},
  },
  {
    name: 'reaction toggle, 50 members',
    kind: 'write',
    method: 'POST',
    path: () => '/api/nfts/reactions/battlecards/1/update?type=like',
    cookies: (fixture) => fixture.writerCookies,
    connections: WRITERS,
  },
]

/** A call's body as sent: made from the fixture when the call says how. */
export const bodyOf = (call: Call, fixture: Fixture): unknown =>
  typeof call.body === 'function' ? (call.body as (fixture: Fixture) => unknown)(fixture) : call.body

const jsonHeaders = (body: unknown): Record<string, string> =>
  body === undefined ? {} : { 'content-type': 'application/json' }

/** autocannon's options for one call: the same request each time but for the member's cookie. */
function optionsOf(url: string, call: Call, fixture: Fixture, seconds: number): Options {
  const cookies = call.cookies?.(fixture) ?? []
  let next = 0
  const sent = bodyOf(call, fixture)
  const body = sent === undefined ? undefined : JSON.stringify(sent)
  const headers = jsonHeaders(sent)
  return {
    url: `${url}${call.path(fixture)}`,
    method: call.method,
    body,
    headers,
    connections: call.connections ?? CONNECTIONS,
    duration: seconds,
    timeout: REQUEST_TIMEOUT_S,
    ...(cookies.length > 0
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const cookie = cookies[next++ % cookies.length] ?? ''
                return { ...request, headers: { ...headers, cookie } }
              },
            },
          ],
        }
      : {}),
  }
}

export interface Figures {
  p50: number
  p99: number
  requests: number
  errors: number
  /** The first request's time, made alone before any other: what a first visitor waits for whatever the call keeps. */
  firstMs?: number
}

const figuresOf = (result: Awaited<ReturnType<typeof autocannon>>): Figures => ({
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors + result.non2xx,
})

/** One request alone, timed: the first visitor's wait (a filter's count is kept after it, for instance). */
async function firstAnswerMs(url: string, call: Call, fixture: Fixture): Promise<number> {
  const cookie = call.cookies?.(fixture)[0]
  const sent = bodyOf(call, fixture)
  const started = performance.now()
  const answer = await fetch(`${url}${call.path(fixture)}`, {
    method: call.method,
    headers: { ...jsonHeaders(sent), ...(cookie ? { cookie } : {}) },
    body: sent === undefined ? undefined : JSON.stringify(sent),
  })
  await answer.arrayBuffer()
  if (!answer.ok) throw new Error(`${call.name}: ${answer.status}`)
  return Math.round(performance.now() - started)
}

/**
 * One call: its first request alone (timed apart: a first visitor's wait), a one-second warm-up,
 * then `seconds` measured, so p50 and p99 are what every later visitor meets.
 */
export async function measureCall(url: string, call: Call, fixture: Fixture, seconds: number): Promise<Figures> {
  const firstMs = await firstAnswerMs(url, call, fixture)
  await autocannon(optionsOf(url, call, fixture, 1))
  const result = await autocannon(optionsOf(url, call, fixture, seconds))
  return { ...figuresOf(result), firstMs }
}

/** Signs in through the real login (message, signature by a viem account, session cookie). */
export async function signIn(url: string, account: PrivateKeyAccount): Promise<string> {
  const deadline = Math.floor(Date.now() / 1000) + 1800
  const issued = await fetch(`${url}/api/login?deadline=${deadline}&chainId=${CHAIN_ID}&account=${account.address}`)
  const { data } = (await issued.json()) as { data: { message: string } }
  const signature = await account.signMessage({ message: data.message })
  const posted = await fetch(`${url}/api/login?chainId=${CHAIN_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: account.address, signature, deadline, message: data.message }),
  })
  if (posted.status !== 201) throw new Error(`login of ${account.address}: ${posted.status} ${await posted.text()}`)
  return (posted.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

export const newAccounts = (count: number) =>
  Array.from({ length: count }, () => privateKeyToAccount(generatePrivateKey()))

/**
 * The login, in two measured parts: the login message (as many as autocannon sends in `seconds`, for
 * a rotating set of accounts), then the login with each of those messages, signed beforehand by its
 * viem account. autocannon builds requests synchronously, so it cannot wait for a signature between
 * the two; the signing happens between the runs and is not part of either figure.
 */
export async function measureLogin(
  url: string,
  seconds: number,
): Promise<{ message: Figures; login: Figures; signed: number }> {
  const accounts = newAccounts(100)
  const deadline = Math.floor(Date.now() / 1000) + 1800
  let next = 0
  const issued: { account: PrivateKeyAccount; message: string }[] = []
  const byAddress = new Map(accounts.map((account) => [account.address, account]))
  const messageOptions = (duration: number, keep: boolean): Options => ({
    url: `${url}/api/login`,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const account = accounts[next++ % accounts.length] as PrivateKeyAccount
          return {
            ...request,
            method: 'GET',
            path: `/api/login?deadline=${deadline}&chainId=${CHAIN_ID}&account=${account.address}`,
          }
        },
        onResponse: (status, body) => {
          if (!keep || status !== 200) return
          const { data } = JSON.parse(body) as { data: { message: string } }
          const address = /0x[0-9a-fA-F]{40}/.exec(data.message)?.[0] ?? ''
          const account = byAddress.get(address as PrivateKeyAccount['address'])
          if (account) issued.push({ account, message: data.message })
        },
      },
    ],
  })
  await autocannon(messageOptions(1, false))
  const messageRun = await autocannon(messageOptions(seconds, true))
  const message = figuresOf(messageRun)
  const bodies: string[] = []
  if (issued.length === 0) return { message, login: { p50: 0, p99: 0, requests: 0, errors: 0 }, signed: 0 }
  for (const { account, message: text } of issued) {
    const signature = await account.signMessage({ message: text })
    bodies.push(JSON.stringify({ account: account.address, signature, deadline, message: text }))
  }
  let sent = 0
  const loginRun = await autocannon({
    url: `${url}/api/login?chainId=${CHAIN_ID}`,
    method: 'POST',
    connections: CONNECTIONS,
    amount: bodies.length,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: 'POST',
          path: `/api/login?chainId=${CHAIN_ID}`,
          headers: { 'content-type': 'application/json' },
          body: bodies[sent++] ?? '',
        }),
      },
    ],
  })
  return { message, login: figuresOf(loginRun), signed: bodies.length }
}
